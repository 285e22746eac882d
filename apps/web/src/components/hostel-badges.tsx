import {
  HOSTEL_BADGES,
  REPLIES_FAST_MEDIAN_MS,
  REPLIES_FAST_WINDOW_DAYS,
  type HostelBadge,
  type HostelSummary,
} from '@hostelhub/shared';
import clsx from 'clsx';
import { Images, MessageCircleReply, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useFormatters, useT } from '../lib/i18n';
import { componentsText } from './i18n';

const HOUR_MS = 60 * 60 * 1000;

/** Each badge's icon and words; the keys are written out so the catalogue test finds them. */
const BADGES = {
  photos_checked: {
    icon: Images,
    label: 'badge.photosChecked',
    about: 'badge.photosChecked.about',
  },
  replies_fast: {
    icon: MessageCircleReply,
    label: 'badge.repliesFast',
    about: 'badge.repliesFast.about',
  },
  reviewed: { icon: Users, label: 'badge.reviewed', about: 'badge.reviewed.about' },
} as const satisfies Record<HostelBadge, { icon: LucideIcon; label: string; about: string }>;

export interface HostelBadgesProps {
  hostel: Pick<HostelSummary, 'badges' | 'rating_count'>;
  /** Show at most this many, the first in HOSTEL_BADGES order (cards: CARD_BADGE_LIMIT). */
  limit?: number;
  className?: string;
}

/**
 * The badges a hostel has earned (issue 26 'Badges that mean something') as small chips with
 * an icon. Each chip is a button that explains itself: on hover with a mouse, on keyboard
 * focus, and on a tap (a second tap, a tap elsewhere, Escape or leaving it closes it). The
 * explanation is the button's accessible description, so a screen reader says it on focus.
 * It opens above the row of chips, across its width, so it stays inside a narrow card in
 * either reading direction. Chips sit above a card's whole-card link (`relative z-10`).
 */
export function HostelBadges({ hostel, limit, className }: HostelBadgesProps) {
  const t = useT(componentsText);
  const format = useFormatters();
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState<HostelBadge | null>(null);
  // Whether a touch or pen press began on the chip already open: its click then closes it.
  const pressedOpen = useRef(false);

  // A tap elsewhere closes it, also where a tap moves no focus (Safari on iOS). Escape closes
  // it first, caught on the window before a dialog around it (Radix listens on the document)
  // takes the key to close itself: dismissing the explanation must not close the hostel.
  useEffect(() => {
    if (!shown) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setShown(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setShown(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [shown]);

  const earned = HOSTEL_BADGES.filter((badge) => hostel.badges?.includes(badge)).slice(
    0,
    limit ?? HOSTEL_BADGES.length,
  );
  if (earned.length === 0) return null;

  const count = hostel.rating_count ?? 0;
  const values = {
    count,
    days: format.number(REPLIES_FAST_WINDOW_DAYS),
    hours: format.number(REPLIES_FAST_MEDIAN_MS / HOUR_MS),
  };
  const close = (badge: HostelBadge) => setShown((current) => (current === badge ? null : current));

  return (
    <ul
      ref={listRef}
      aria-label={t('badges.label')}
      className={clsx('relative flex flex-wrap gap-1.5', className)}
    >
      {earned.map((badge) => {
        const { icon: Icon, label, about } = BADGES[badge];
        const aboutId = `${baseId}-${badge}`;
        const isShown = shown === badge;
        const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
        return (
          <li key={badge}>
            <button
              type="button"
              aria-describedby={aboutId}
              onPointerDown={(event) => {
                pressedOpen.current = !isMouse(event) && isShown;
              }}
              onClick={() => {
                setShown(pressedOpen.current ? null : badge);
                pressedOpen.current = false;
              }}
              onFocus={() => setShown(badge)}
              onBlur={() => close(badge)}
              onPointerEnter={(event) => {
                if (isMouse(event)) setShown(badge);
              }}
              onPointerLeave={(event) => {
                if (isMouse(event) && document.activeElement !== event.currentTarget) close(badge);
              }}
              className="relative z-10 inline-flex cursor-help items-center gap-1 rounded-full bg-teal-50 px-2.5 py-1 text-xs font-medium text-teal-800 ring-1 ring-teal-200 transition-colors ring-inset hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-teal-950 dark:text-teal-200 dark:ring-teal-800 dark:hover:bg-teal-900"
            >
              <Icon aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {t(label, values)}
            </button>
            <span
              id={aboutId}
              role="tooltip"
              hidden={!isShown}
              className="absolute inset-x-0 bottom-full z-20 mb-1.5 max-w-sm rounded-lg bg-slate-900 px-3 py-2 text-start text-xs leading-snug text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
            >
              {t(about, values)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
