import type { BedState, ResidentEvent, ResidentStatus } from '@hostelhub/shared';
import { BedSingle, CalendarClock, DoorOpen, Lock, UserRound, type LucideIcon } from 'lucide-react';
import type { RegisterKey } from '../i18n';

/**
 * How each bed state shows (issue 44 item 7): an icon and a word as well as a colour, so the
 * map and its legend read without colour (WCAG 1.4.1). Tiles' borders and fills per state.
 */
export const BED_STATE_LOOK: Record<
  BedState,
  { icon: LucideIcon; label: RegisterKey; tile: string }
> = {
  free: {
    icon: BedSingle,
    label: 'bed.state.free',
    tile: 'border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100',
  },
  occupied: {
    icon: UserRound,
    label: 'bed.state.occupied',
    tile: 'border-slate-400 bg-slate-100 text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100',
  },
  reserved: {
    icon: CalendarClock,
    label: 'bed.state.reserved',
    tile: 'border-blue-600 border-dashed bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100',
  },
  on_notice: {
    icon: DoorOpen,
    label: 'bed.state.on_notice',
    tile: 'border-amber-600 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  },
  marked_taken: {
    icon: Lock,
    label: 'bed.state.marked_taken',
    tile: 'border-slate-500 border-dotted bg-white text-slate-700 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-300',
  },
};

/** A resident's status, in words. */
export const RESIDENT_STATUS_LABEL: Record<ResidentStatus | 'all', RegisterKey> = {
  all: 'status.all',
  current: 'status.current',
  notice: 'status.notice',
  moved_out: 'status.moved_out',
};

/** A history row's event, in words. */
export const RESIDENT_EVENT_LABEL: Record<ResidentEvent, RegisterKey> = {
  added: 'event.added',
  updated: 'event.updated',
  moved: 'event.moved',
  notice_given: 'event.notice_given',
  notice_withdrawn: 'event.notice_withdrawn',
  bed_freed: 'event.bed_freed',
  moved_out: 'event.moved_out',
  cnic_revealed: 'event.cnic_revealed',
  erased: 'event.erased',
};

/** Who the user is in a hostel's register, in words. */
export const REGISTER_ROLE_LABEL: Record<'owner' | 'manager' | 'warden', RegisterKey> = {
  owner: 'staffRole.owner',
  manager: 'staffRole.manager',
  warden: 'staffRole.warden',
};
