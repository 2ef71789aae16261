import { useTranslation } from 'react-i18next';
import { cardClass } from '@/components/ui/controls';
import { availableLanguages, changeLanguage } from '@/lib/i18n';
import { SCHEME_NAMES, schemes } from '@/lib/theme/schemes';
import { CONTROL_SIZES, LAYOUT_TYPES, useThemeStore } from '@/lib/theme/theme-store';

interface Option {
  value: string;
  label: string;
  swatch?: string;
}

/** A radio group as a row of selectable tiles; arrow keys move between options natively. */
function Choice({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="hc-control flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white text-gray-800 has-checked:border-primary-deep has-checked:bg-primary-subtle has-checked:text-primary-deep has-focus-visible:outline-3 has-focus-visible:outline-primary dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:has-checked:border-primary-mild dark:has-checked:text-primary-mild"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.swatch && (
              <span
                aria-hidden="true"
                className={`h-4 w-4 rounded-full ring-1 ring-black/10 dark:ring-white/40 ${option.swatch}`}
              />
            )}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const SWATCH: Record<string, string> = {
  default: 'bg-blue-700',
  dark: 'bg-gray-800',
  green: 'bg-emerald-700',
  purple: 'bg-violet-700',
  orange: 'bg-orange-800',
};

/** Mode, scheme, layout, direction, control size and language, applied as they are chosen. */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation('settings', { useSuspense: true });
  const theme = useThemeStore();
  const scheme = (SCHEME_NAMES as readonly string[]).includes(theme.themeSchema)
    ? theme.themeSchema
    : 'default';
  return (
    <section aria-labelledby="appearance-title" className={`${cardClass} space-y-6`}>
      <div>
        <h2 id="appearance-title" className="text-xl font-semibold">
          {t('appearance.title')}
        </h2>
        <p className="text-gray-700 dark:text-gray-300">{t('appearance.intro')}</p>
      </div>
      <Choice
        name="mode"
        legend={t('appearance.mode')}
        value={theme.mode}
        onChange={(value) => theme.setMode(value as 'light' | 'dark')}
        options={(['light', 'dark'] as const).map((mode) => ({
          value: mode,
          label: t(`appearance.modes.${mode}`),
        }))}
      />
      <Choice
        name="scheme"
        legend={t('appearance.scheme')}
        value={scheme}
        onChange={(value) => theme.setSchema(value)}
        options={SCHEME_NAMES.filter((name) => name in schemes).map((name) => ({
          value: name,
          label: t(`appearance.schemes.${name}`),
          swatch: SWATCH[name]!,
        }))}
      />
      <Choice
        name="layout"
        legend={t('appearance.layout')}
        value={theme.layout.type}
        onChange={(value) => theme.setLayout(value as (typeof LAYOUT_TYPES)[number])}
        options={LAYOUT_TYPES.map((type) => ({
          value: type,
          label: t(`appearance.layouts.${type}`),
        }))}
      />
      <Choice
        name="direction"
        legend={t('appearance.direction')}
        value={theme.direction}
        onChange={(value) => theme.setDirection(value as 'ltr' | 'rtl')}
        options={(['ltr', 'rtl'] as const).map((direction) => ({
          value: direction,
          label: t(`appearance.directions.${direction}`),
        }))}
      />
      <Choice
        name="controlSize"
        legend={t('appearance.controlSize')}
        value={theme.controlSize}
        onChange={(value) => theme.setControlSize(value as (typeof CONTROL_SIZES)[number])}
        options={CONTROL_SIZES.map((size) => ({
          value: size,
          label: t(`appearance.controlSizes.${size}`),
        }))}
      />
      <Choice
        name="language"
        legend={t('appearance.language')}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(value) => void changeLanguage(value)}
        // Each language is named in English whatever the current one, so the way back to
        // English always reads plainly (the pseudo-locale mirrors every translated string).
        options={availableLanguages().map((language) => ({
          value: language,
          label: t(`appearance.languages.${language}`, { lng: 'en' }),
        }))}
      />
    </section>
  );
}
