import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { richTextClass } from '@/components/ui/controls';
import { linkHref } from './link-href';

interface ToolbarButton {
  key: string;
  label: string;
  active: boolean;
  run: () => void;
}

/**
 * The article text editor (Tiptap). Headings are levels 2 and 3 (the page title is the only
 * h1); level-2 headings become the article's table of contents when it is saved.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('helpAdmin', { useSuspense: true });
  // Tiptap compares the options on every render and, when any differ, pushes them into the live
  // view (`setOptions` → `view.updateState`). A new extension list, props object or callback
  // on every keystroke's re-render made that happen while the user typed, which is how a caret
  // or a keystroke could be lost. So the options are built once per editor and stay identical.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const options = useMemo(
    () => ({
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] as (2 | 3)[] },
          // A web address typed into the text becomes an https link, not an http one.
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ['mailto'],
            defaultProtocol: 'https',
          },
          codeBlock: false,
        }),
      ],
      content: initialHtml,
      // The content security policy forbids inline <style>: the styles come from classes instead.
      injectCSS: false,
      immediatelyRender: true,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          class: `${richTextClass} min-h-64 whitespace-pre-wrap break-words px-4 py-3`,
        },
      },
      onUpdate: ({ editor: current }: { editor: { getHTML: () => string } }) =>
        onChangeRef.current(current.getHTML()),
    }),
    // The initial HTML only seeds a new editor; later edits live in the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labelledBy, describedBy],
  );
  const editor = useEditor(options);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(t('editor.linkPrompt'), previous);
    if (url === null) return;
    const href = linkHref(url);
    if (href === undefined) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const buttons: ToolbarButton[] = [
    {
      key: 'bold',
      label: t('editor.bold'),
      active: active.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      active: active.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('editor.heading'),
      active: active.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('editor.subheading'),
      active: active.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('editor.bulletList'),
      active: active.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('editor.numberedList'),
      active: active.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('editor.quote'),
      active: active.quote,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    { key: 'link', label: t('editor.link'), active: active.link, run: setLink },
  ];

  return (
    <div className="rounded-lg border border-gray-400 bg-white dark:border-gray-500 dark:bg-gray-900">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="flex flex-wrap gap-1 rounded-t-lg border-b border-gray-300 bg-gray-50 p-1 dark:border-gray-600 dark:bg-gray-800"
      >
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            aria-pressed={button.active}
            // Keep the focus and the selection in the text while the pointer presses a button:
            // otherwise the button takes the focus and Tiptap only hands it back on the next
            // animation frame, so a key typed straight after the click was lost.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={`rounded px-2 py-1 text-sm font-medium ${
              button.active
                ? 'bg-primary-deep text-white'
                : 'text-gray-800 hover:bg-gray-200 dark:text-gray-100 dark:hover:bg-gray-700'
            }`}
          >
            {button.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
