import type { ReportReason, ReportTargetType } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useT } from '../i18n';
import { reportWordsText } from './i18n';

/** Each reason's name (REPORT_REASONS of every target type), as a catalogue key. */
const REASON_KEYS = {
  fake_photos: 'reason.fake_photos',
  wrong_price: 'reason.wrong_price',
  does_not_exist: 'reason.does_not_exist',
  unsafe: 'reason.unsafe',
  offensive: 'reason.offensive',
  spam: 'reason.spam',
  false_information: 'reason.false_information',
  harassment: 'reason.harassment',
  scam: 'reason.scam',
  fake_account: 'reason.fake_account',
  other: 'reason.other',
} as const satisfies Record<ReportReason, string>;

/** What kind of thing a report is about, as a catalogue key. */
const TARGET_KEYS = {
  hostel: 'target.hostel',
  review: 'target.review',
  message: 'target.message',
  user: 'target.user',
} as const satisfies Record<ReportTargetType, string>;

/**
 * The report vocabulary in the page's language (issue 26): `reason('fake_photos')` is 'Fake or
 * misleading photos', `target('message')` 'Chat message'.
 */
export function useReportWords() {
  const t = useT(reportWordsText);
  return useMemo(
    () => ({
      reason: (reason: ReportReason) => t(REASON_KEYS[reason]),
      target: (type: ReportTargetType) => t(TARGET_KEYS[type]),
    }),
    [t],
  );
}
