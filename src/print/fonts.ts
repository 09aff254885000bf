/**
 * The print pack's typeface, Rubik (from @fontsource/rubik: Hebrew and Latin glyphs), served
 * from the site for the app (so it works offline) or written into the document for the command
 * line (so the file works anywhere).
 */

/** The woff2 files the documents use, as @fontsource/rubik names them, with the characters each covers. */
export const FONT_FILES = [
  { file: 'rubik-hebrew-400-normal.woff2', weight: 400, range: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F' },
  { file: 'rubik-hebrew-700-normal.woff2', weight: 700, range: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F' },
  {
    file: 'rubik-latin-400-normal.woff2',
    weight: 400,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    file: 'rubik-latin-700-normal.woff2',
    weight: 700,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    file: 'rubik-latin-ext-400-normal.woff2',
    weight: 400,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    file: 'rubik-latin-ext-700-normal.woff2',
    weight: 700,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
] as const;

/** Where the built site serves the font files. */
export const FONT_PATH = '/fonts/';

export interface FontOptions {
  fonts: 'linked' | 'embedded';
  /** Linked: the URL folder the files are served from (default FONT_PATH). */
  fontBase?: string;
  /** Embedded: the bytes of each file of FONT_FILES, by file name; a file missing here is left out. */
  fontData?: Readonly<Record<string, Uint8Array>>;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The @font-face rules of the family "Rubik". */
export function fontFaceCss(options: FontOptions): string {
  return FONT_FILES.map(({ file, weight, range }) => {
    let source: string;
    if (options.fonts === 'linked') source = `url("${encodeURI(options.fontBase ?? FONT_PATH)}${file}")`;
    else {
      const bytes = options.fontData?.[file];
      if (!bytes) return '';
      source = `url("data:font/woff2;base64,${base64(bytes)}")`;
    }
    return `@font-face { font-family: 'Rubik'; font-style: normal; font-display: swap; font-weight: ${weight}; src: ${source} format('woff2'); unicode-range: ${range}; }`;
  })
    .filter((rule) => rule !== '')
    .join('\n');
}
