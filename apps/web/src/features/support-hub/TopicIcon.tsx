/** A small decorative icon for each help topic. */
export function TopicIcon({ topic }: { topic: string }) {
  const paths: Record<string, string> = {
    howToGuide: 'M4 5h11a3 3 0 0 1 3 3v11H7a3 3 0 0 1-3-3V5zm14 3h2v11h-2M8 9h6M8 13h6',
    theData: 'M3 13h4l2-5 4 10 2-5h6',
    accountManagement: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c1-4 4-6 7-6s6 2 7 6',
    tipsToImprove:
      'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  };
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[topic] ?? paths.howToGuide} />
    </svg>
  );
}
