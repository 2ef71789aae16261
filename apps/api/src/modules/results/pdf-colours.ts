/** The PDFs' two colours: the brand blue of headings and lines, and muted grey text. */
export const BRAND = '#1d4ed8';
export const MUTED = '#4b5563';
