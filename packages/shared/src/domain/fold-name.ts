/**
 * Names as typed (issue 42 item 5): the letters an Arabic keyboard (or a careless Urdu one)
 * types for Urdu letters, folded to one form, so "لاهور" (Arabic heh) finds لاہور. Each pair
 * is [typed, folded to]; both sides of a search are folded with it (the search text here,
 * the browse read model's `search_text` and the place names by the SQL function `fold_name`
 * of migration 0026, which must stay the same: apps/api/src/db/fold-name.test.ts compares them).
 *
 * - ي U+064A Arabic yeh, ى U+0649 alef maksura, ئ U+0626 yeh with hamza → ی U+06CC Farsi yeh
 * - ك U+0643 Arabic kaf → ک U+06A9 keheh
 * - ه U+0647 Arabic heh, ھ U+06BE do-chashmi heh, ە U+06D5 ae, ة U+0629 teh marbuta,
 *   ۃ U+06C3 teh marbuta goal, ۂ U+06C2 heh goal with hamza → ہ U+06C1 heh goal
 * - ۓ U+06D3 yeh barree with hamza → ے U+06D2 yeh barree
 * - أ U+0623, إ U+0625, آ U+0622, ٱ U+0671 (alef with hamza, madda or wasla) → ا U+0627
 * - ؤ U+0624 waw with hamza → و U+0648
 * - Arabic-Indic digits ٠–٩ (U+0660–U+0669) and Urdu digits ۰–۹ (U+06F0–U+06F9) → 0–9
 */
export const NAME_FOLDS: readonly (readonly [typed: string, folded: string])[] = [
  ['\u064A', '\u06CC'],
  ['\u0649', '\u06CC'],
  ['\u0626', '\u06CC'],
  ['\u0643', '\u06A9'],
  ['\u0647', '\u06C1'],
  ['\u06BE', '\u06C1'],
  ['\u06D5', '\u06C1'],
  ['\u0629', '\u06C1'],
  ['\u06C3', '\u06C1'],
  ['\u06C2', '\u06C1'],
  ['\u06D3', '\u06D2'],
  ['\u0623', '\u0627'],
  ['\u0625', '\u0627'],
  ['\u0622', '\u0627'],
  ['\u0671', '\u0627'],
  ['\u0624', '\u0648'],
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)] as const),
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x06f0 + d), String(d)] as const),
];

/**
 * What folding removes (issue 42 item 5): the harakat and other Arabic marks U+064B–U+065F,
 * the superscript alef U+0670, tatweel U+0640, the Arabic letter mark U+061C, zero-width
 * non-joiner and joiner and the direction marks U+200C–U+200F, and the direction isolates
 * U+2066–U+2069. The same class, as a Postgres regular expression, is in `fold_name`.
 */
export const NAME_FOLD_REMOVED = /[\u064B-\u065F\u0670\u0640\u061C\u200C-\u200F\u2066-\u2069]/g;

const FOLD_MAP = new Map<string, string>(NAME_FOLDS.map(([typed, folded]) => [typed, folded]));

/**
 * `text` as searches compare it (issue 42 item 5): marks removed (NAME_FOLD_REMOVED), lower
 * case, and each letter of NAME_FOLDS replaced by its folded form. Idempotent. Latin text is
 * only lower-cased ("Lahore" → "lahore"); "لاهور" and "لاہور" both fold to "لاہور".
 */
export function foldName(text: string): string {
  let out = '';
  for (const char of text.replace(NAME_FOLD_REMOVED, '').toLowerCase()) {
    out += FOLD_MAP.get(char) ?? char;
  }
  return out;
}
