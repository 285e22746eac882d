import {
  LANGUAGE_DIRECTIONS,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  type PaymentKind,
  type PaymentMethod,
  type ReceiptLayout,
} from '@hostelhub/shared';
import type { MailMessageKey } from '@hostelhub/shared/i18n/server';
import { escapeHtml } from '../../lib/html-escape.ts';
import { serverMessage } from '../../lib/server-messages.ts';
import { amountInFigures, amountInWords, monthText } from './receipts.logic.ts';

/**
 * The receipt and due pages (issue 45 items 3 and 4; docs/decisions/042): whole HTML
 * documents, server-rendered, every text from the server catalogue in the page's language and
 * every value escaped. No Open Graph or Twitter tags and no description (a link preview shows
 * neither a name nor an amount), `noindex`, no script, no link into the app: only links to the
 * page itself in the other language or layout. Urdu pages are right to left with figures,
 * numbers and Latin names in left-to-right isolates. Print CSS for A4 or an 80 mm roll.
 */

/** What a receipt page shows. `residentName` null after erasure (spec decision 26). */
export interface ReceiptView {
  kind: PaymentKind;
  number: string;
  paidOn: string;
  residentName: string | null;
  month: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  receivedBy: string | null;
  reversesNumber: string | null;
  reason: string | null;
  hostelName: string;
  hostelPhone: string | null;
}

/** What a due page shows (no name: the short link travels by SMS). */
export interface DueView {
  month: string;
  dueDate: string;
  total: number;
  paid: number;
  balance: number;
  hostelName: string;
  hostelPhone: string | null;
}

/** How the page is asked for: its language, layout and own path (for the switches). */
export interface PageOptions {
  language: Language;
  layout: ReceiptLayout;
  path: string;
}

const URDU_FONTS =
  "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic','Urdu Typesetting',serif";

const PAGE_SIZE: Record<ReceiptLayout, string> = {
  a4: '@page{size:A4;margin:15mm}',
  '80mm': '@page{size:80mm auto;margin:3mm}',
};

const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;background:#f3f4f6}
html[lang=ur] body{font-family:${URDU_FONTS};line-height:2}
.sheet{max-width:180mm;margin:16px auto;padding:24px;background:#fff;border:1px solid #d1d5db;border-radius:8px}
.layout-80mm .sheet{max-width:80mm;padding:10px;font-size:13px;border-radius:0}
header{border-bottom:2px solid #111827;padding-bottom:8px;margin-bottom:12px}
h1{font-size:1.35em;margin:0}
h2{font-size:1.1em;margin:0 0 8px;text-transform:uppercase;letter-spacing:.04em}
html[lang=ur] h2{text-transform:none;letter-spacing:0}
dl{display:grid;grid-template-columns:minmax(7em,auto) 1fr;gap:4px 16px;margin:0}
.layout-80mm dl{grid-template-columns:1fr;gap:0}
.layout-80mm dd{margin-bottom:4px}
dt{color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5em}
.reversal{font-weight:600;margin:0 0 8px}
.note{margin-top:16px;font-size:.85em;color:#4b5563}
.tools{max-width:180mm;margin:0 auto 16px;padding:0 8px;display:flex;gap:16px;flex-wrap:wrap}
.tools a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}.sheet{background:#1f2937;border-color:#374151}header{border-color:#f9fafb}dt,.note{color:#d1d5db}.tools a{color:#93c5fd}}
@media print{body{background:#fff;color:#000}.tools{display:none}.sheet{margin:0;border:0;max-width:none;padding:0;background:#fff}dt,.note{color:#333}header{border-color:#000}}`;

/** A catalogue text of the page, escaped. */
function text(language: Language, key: MailMessageKey, values?: Record<string, string>): string {
  return escapeHtml(serverMessage(language, key, values));
}

/** A value that reads left to right whatever the page's direction (figures, numbers, phones). */
const ltr = (value: string) => `<span dir="ltr">${escapeHtml(value)}</span>`;
/** A name or free text, isolated so its own direction wins (Latin or Urdu). */
const bdi = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

const dayFormats = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A `YYYY-MM-DD` day in full: `5 December 2026`, `5 دسمبر 2026`. */
function dayInFull(day: string, language: Language): string {
  return escapeHtml(dayFormats[language].format(new Date(`${day}T00:00:00Z`)));
}

/** One row of the page's list; left out when it has no value. */
function row(label: string, value: string | null, className?: string): string {
  if (value === null) return '';
  return `<dt>${label}</dt><dd${className ? ` class="${className}"` : ''}>${value}</dd>`;
}

/** The links to this page in the other language and the other layout (screen only). */
function tools({ language, layout, path }: PageOptions): string {
  const other = LANGUAGES.find((one) => one !== language) ?? 'en';
  const href = (lang: Language, size: ReceiptLayout) =>
    escapeHtml(`${path}?lang=${lang}${size === 'a4' ? '' : `&layout=${size}`}`);
  const otherLayout: ReceiptLayout = layout === 'a4' ? '80mm' : 'a4';
  return `<nav class="tools"><a href="${href(other, layout)}" lang="${other}">${escapeHtml(LANGUAGE_NAMES[other])}</a><a href="${href(language, otherLayout)}"><span dir="ltr">${otherLayout === 'a4' ? 'A4' : '80 mm'}</span></a></nav>`;
}

/** The whole document around `body`. */
function documentOf(options: PageOptions, title: string, body: string): string {
  const { language, layout } = options;
  return `<!doctype html>
<html lang="${language}" dir="${LANGUAGE_DIRECTIONS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${STYLE}
${PAGE_SIZE[layout]}</style>
</head>
<body class="layout-${layout}">
${tools(options)}
<main class="sheet">${body}</main>
</body>
</html>
`;
}

/** The hostel's name and phone at the top of a page. */
function hostelHeader(language: Language, name: string, phone: string | null): string {
  const phoneLine = phone ? `<p>${text(language, 'receipt.page.phone')}: ${ltr(phone)}</p>` : '';
  return `<header><h1>${bdi(name)}</h1>${phoneLine}</header>`;
}

/** GET /receipts/{token}: the receipt of a payment or a reversal. */
export function receiptPage(view: ReceiptView, options: PageOptions): string {
  const { language } = options;
  const reversal = view.kind === 'reversal';
  const title = text(language, reversal ? 'receipt.page.reversalTitle' : 'receipt.page.title');
  const reversesLine =
    reversal && view.reversesNumber
      ? text(language, 'receipt.page.reversalOf', { number: '\uE100' }).replace(
          '\uE100',
          ltr(view.reversesNumber),
        )
      : null;
  const body = `${hostelHeader(language, view.hostelName, view.hostelPhone)}
<h2>${title}</h2>
${reversesLine ? `<p class="reversal">${reversesLine}</p>` : ''}
<dl>
${row(text(language, 'receipt.page.number'), ltr(view.number))}
${row(text(language, 'receipt.page.date'), dayInFull(view.paidOn, language))}
${row(text(language, 'receipt.page.reason'), view.reason ? bdi(view.reason) : null)}
${row(text(language, 'receipt.page.resident'), view.residentName ? bdi(view.residentName) : null)}
${row(text(language, 'receipt.page.month'), escapeHtml(monthText(view.month, language)))}
${row(text(language, 'receipt.page.amount'), ltr(amountInFigures(view.amount, language)), 'amount')}
${row(text(language, 'receipt.page.words'), escapeHtml(amountInWords(view.amount, language)))}
${row(text(language, 'receipt.page.method'), text(language, `receipt.page.method.${view.method}`))}
${row(text(language, 'receipt.page.reference'), view.reference ? ltr(view.reference) : null)}
${row(text(language, 'receipt.page.receivedBy'), view.receivedBy ? bdi(view.receivedBy) : null)}
</dl>
<p class="note">${text(language, 'receipt.page.recordOnly')}</p>`;
  return documentOf(options, `${title} ${escapeHtml(view.number)}`, body);
}

/** GET /dues/{token}: a due's month, total, balance and due date (the reminders' link). */
export function duePage(view: DueView, options: PageOptions): string {
  const { language } = options;
  const title = text(language, 'due.page.title');
  const money = (amount: number) => ltr(amountInFigures(amount, language));
  const body = `${hostelHeader(language, view.hostelName, view.hostelPhone)}
<h2>${title}</h2>
<dl>
${row(text(language, 'due.page.month'), escapeHtml(monthText(view.month, language)))}
${row(text(language, 'due.page.dueDate'), dayInFull(view.dueDate, language))}
${row(text(language, 'due.page.total'), money(view.total))}
${row(text(language, 'due.page.paid'), money(view.paid))}
${row(text(language, 'due.page.balance'), money(Math.max(0, view.balance)), 'amount')}
</dl>
<p class="note">${text(language, view.balance <= 0 ? 'due.page.settled' : 'due.page.howToPay')}</p>`;
  return documentOf(options, title, body);
}

/** The page for a token that names nothing (404). */
export function notFoundPage(options: PageOptions): string {
  const { language } = options;
  const title = text(language, 'receipt.page.notFoundTitle');
  return documentOf(
    options,
    title,
    `<h2>${title}</h2><p>${text(language, 'receipt.page.notFound')}</p>`,
  );
}
