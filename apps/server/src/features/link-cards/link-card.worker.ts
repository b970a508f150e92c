import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/*
 * The task of the link-card workers (link-card.ts): a 1200×630 PNG for a shared use case or a
 * person page, drawn from the product's look with satori (layout to SVG) and resvg (SVG to PNG).
 * Fonts are Roboto from @fontsource, read once per thread from node_modules: nothing is fetched.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows; texts arrive trimmed to fit (link-card.ts). */
export interface CardInput {
  appName: string;
  /** the label over the title: 'Green AI' for a use case, 'Person' for a person page */
  kicker: string;
  title: string;
  /** under the title: a use case's excerpt or a person's bio */
  text: string;
  /** the line at the foot: the author, or @username */
  byline: string;
  initials: string;
  tags: string[];
}

// the web app's theme (apps/web/src/app/theme.ts)
const INK = '#1f2340';
const MUTED = '#5b607a';
const INDIGO = '#4f46e5';
const INDIGO_DARK = '#3730a3';
const GREEN = '#047857';
const AMBER = '#fbbf24';
/** The coloured frame around the white card. */
const FRAME = 36;
const PAD_X = 56;
const PAD_Y = 44;

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const require = createRequire(import.meta.url);
const fonts = [400, 700].flatMap((weight) =>
  SUBSETS.map((subset) => ({
    name: 'Roboto',
    weight: weight as 400 | 700,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`)),
  })),
);

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string };
}
const el = (type: string, style: Style, ...children: (Node | string)[]): Node => ({ type, props: { style: { display: 'flex', ...style }, children } });

function card(input: CardInput): Node {
  const logo = el(
    'div',
    { width: 56, height: 56, borderRadius: 16, backgroundImage: `linear-gradient(135deg, #6366f1, #4338ca)`, alignItems: 'center', justifyContent: 'center', position: 'relative' },
    el('div', { width: 26, height: 26, borderRadius: 13, border: '6px solid #fff' }),
    el('div', { position: 'absolute', right: 10, top: 24, width: 9, height: 9, borderRadius: 5, backgroundColor: AMBER }),
  );
  const header = el(
    'div',
    { alignItems: 'center', gap: 18 },
    logo,
    el('div', { fontSize: 34, fontWeight: 700, color: INK, letterSpacing: -0.5 }, input.appName),
    el('div', { marginLeft: 8, padding: '6px 18px', borderRadius: 999, backgroundColor: '#ecfdf5', color: GREEN, fontSize: 24, fontWeight: 700 }, input.kicker),
  );
  const body = el(
    'div',
    { flexDirection: 'column', gap: 20, flexGrow: 1, justifyContent: 'center' },
    el('div', { fontSize: input.title.length > 60 ? 56 : 66, fontWeight: 700, color: INK, lineHeight: 1.15, letterSpacing: -1 }, input.title),
    ...(input.text ? [el('div', { fontSize: 30, color: MUTED, lineHeight: 1.4 }, input.text)] : []),
  );
  const footer = el(
    'div',
    { alignItems: 'center', gap: 16 },
    el(
      'div',
      { width: 56, height: 56, borderRadius: 28, backgroundColor: GREEN, color: '#fff', fontSize: 24, fontWeight: 700, alignItems: 'center', justifyContent: 'center' },
      input.initials,
    ),
    el('div', { fontSize: 30, fontWeight: 700, color: INK }, input.byline),
    el(
      'div',
      { marginLeft: 'auto', gap: 10 },
      ...input.tags.map((tag) => el('div', { padding: '6px 16px', borderRadius: 999, backgroundColor: '#eef2ff', color: INDIGO_DARK, fontSize: 24 }, `#${tag}`)),
    ),
  );
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: `linear-gradient(135deg, ${INDIGO} 0%, ${INDIGO_DARK} 45%, ${GREEN} 100%)`,
      fontFamily: 'Roboto',
    },
    el(
      'div',
      {
        flexDirection: 'column',
        // satori counts padding outside the width, as CSS's content-box does
        width: CARD_WIDTH - 2 * FRAME - 2 * PAD_X,
        height: CARD_HEIGHT - 2 * FRAME - 2 * PAD_Y,
        backgroundColor: '#ffffff',
        borderRadius: 28,
        padding: `${PAD_Y}px ${PAD_X}px`,
        boxShadow: '0 12px 40px rgba(15, 23, 42, 0.25)',
      },
      header,
      body,
      footer,
    ),
  );
}

/** The card as PNG bytes. */
export async function render(input: CardInput): Promise<Uint8Array> {
  // satori takes React elements; these plain objects have the same shape
  const svg = await satori(card(input) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
