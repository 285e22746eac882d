import type { DueChargeReason, DueStatus, PaymentMethod } from '@hostelhub/shared';
import type { BadgeTone } from '../../../components/ui/badge';
import type { DuesKey } from '../i18n';

/** How a due's status reads (issue 45 item 5): a word as well as a colour (WCAG 1.4.1). */
export const DUE_STATUS_LOOK: Record<DueStatus, { label: DuesKey; tone: BadgeTone }> = {
  unpaid: { label: 'status.unpaid', tone: 'red' },
  partly_paid: { label: 'status.partly_paid', tone: 'amber' },
  paid: { label: 'status.paid', tone: 'green' },
};

/** Each payment method's name (spec decision 28). */
export const METHOD_LABEL: Record<PaymentMethod, DuesKey> = {
  cash: 'method.cash',
  bank_transfer: 'method.bank_transfer',
  jazzcash: 'method.jazzcash',
  easypaisa: 'method.easypaisa',
  deposit: 'method.deposit',
};

/** Each charge reason's name (issue 45 item 1). */
export const REASON_LABEL: Record<DueChargeReason, DuesKey> = {
  electricity: 'reason.electricity',
  ac: 'reason.ac',
  fine: 'reason.fine',
  repair: 'reason.repair',
  other: 'reason.other',
};
