import type { AuditEntry, ContactStatus, Role } from '@hostelhub/shared';
import { i18n } from '../../../lib/i18n';
import { adminText, type AdminKey, type AdminT } from '../i18n';
import { CONTACT_STATUS_KEYS, ROLE_WORDS } from './labels';

/** The active language's admin messages, for a caller outside React (tests). */
const activeLanguage: AdminT = (key, values) => i18n._(`${adminText.name}.${key}`, values);

function text(state: AuditEntry['before'], key: string): string | null {
  const value = state?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isContactStatus(value: string | null): value is ContactStatus {
  return value !== null && value in CONTACT_STATUS_KEYS;
}

function isRole(value: string | null): value is Role {
  return value !== null && value in ROLE_WORDS;
}

/** ": <reason>" when the action carried one. */
function withReason(entry: AuditEntry): string {
  const reason = text(entry.after, 'reason');
  return reason ? `: ${reason}` : '';
}

/** ": <note>" when a report's resolution carried one (issue 26). */
function withNote(entry: AuditEntry): string {
  const note = text(entry.after, 'note');
  return note ? `: ${note}` : '';
}

/**
 * A review of an area an owner added (issue 22 item 17): "confirmed the new area 'Model
 * Colony' in Bahawalpur", "renamed the new area 'Satelite Town' in Bahawalpur to 'Satellite
 * Town' and confirmed it", "merged the new area 'Gulbrg' in Lahore into 'Gulberg', moving 2
 * hostels".
 */
function areaDeed(entry: AuditEntry, t: AdminT): string {
  const before = text(entry.before, 'name') ?? entry.entity_name;
  const city = text(entry.before, 'city');
  const areaKey: AdminKey = before
    ? city
      ? 'audit.areaIn'
      : 'audit.area'
    : city
      ? 'audit.someAreaIn'
      : 'audit.someArea';
  const area = t(areaKey, { name: before ?? '', city: city ?? '' });
  if (entry.action === 'town.confirm') return t('audit.townConfirm', { area });
  if (entry.action === 'town.rename') {
    const after = text(entry.after, 'name');
    return after ? t('audit.townRenameTo', { area, name: after }) : t('audit.townRename', { area });
  }
  const into = text(entry.after, 'merged_into');
  const moved = entry.after?.['hostels_moved'];
  if (!into) return t('audit.townMergeElsewhere', { area });
  return typeof moved === 'number' && moved > 0
    ? t('audit.townMergeMoving', { area, into, count: moved })
    : t('audit.townMerge', { area, into });
}

/** What the admin did, after their name: "rejected the hostel 'Al-Noor': Duplicate …". */
function deed(entry: AuditEntry, t: AdminT): string {
  const name = entry.entity_name;
  const hostel = name ? t('audit.hostel', { name }) : t('audit.hostelGone');
  const person = name ?? t('audit.userGone');
  const message = name ? t('audit.message', { name }) : t('audit.messageGone');
  switch (entry.action) {
    case 'hostel.approve':
      return t('audit.hostelApprove', { hostel });
    case 'hostel.reject':
      return `${t('audit.hostelReject', { hostel })}${withReason(entry)}`;
    case 'owner.approve':
      return t('audit.ownerApprove', { person });
    case 'owner.reject':
      return `${t('audit.ownerReject', { person })}${withReason(entry)}`;
    case 'user.role': {
      const from = text(entry.before, 'role');
      const to = text(entry.after, 'role');
      if (isRole(from) && isRole(to)) {
        return t('audit.roleChange', {
          person,
          from: t(ROLE_WORDS[from]),
          to: t(ROLE_WORDS[to]),
        });
      }
      return t('audit.roleChangeUnknown', { person });
    }
    case 'user.suspend':
      return t('audit.suspend', { person });
    case 'user.reactivate':
      return t('audit.reactivate', { person });
    case 'user.delete':
      return t('audit.userDelete', { person });
    case 'contact.status': {
      const from = text(entry.before, 'status');
      const to = text(entry.after, 'status');
      const notesChanged = text(entry.before, 'admin_notes') !== text(entry.after, 'admin_notes');
      const statusChanged = from !== to && isContactStatus(to);
      if (!statusChanged && notesChanged) return t('audit.contactNotes', { message });
      if (isContactStatus(to)) {
        const status = t(CONTACT_STATUS_KEYS[to]);
        return t(notesChanged ? 'audit.contactSetAndNotes' : 'audit.contactSet', {
          message,
          status,
        });
      }
      return t(notesChanged ? 'audit.contactUpdateAndNotes' : 'audit.contactUpdate', { message });
    }
    case 'contact.delete':
      return t('audit.contactDelete', { message });
    case 'town.confirm':
    case 'town.rename':
    case 'town.merge':
      return areaDeed(entry, t);
    // Reports and moderation (issue 26): the effect, then the report's resolution.
    case 'review.hide':
      return t('audit.reviewHide');
    case 'hostel.return_to_review':
      return t('audit.hostelReturn', { hostel });
    case 'report.dismiss':
      return `${t('audit.reportDismiss')}${withNote(entry)}`;
    case 'report.hide_review':
      return `${t('audit.reportHideReview')}${withNote(entry)}`;
    case 'report.return_hostel_to_review':
      return `${t('audit.reportReturnHostel')}${withNote(entry)}`;
    case 'report.suspend_user':
      return `${t('audit.reportSuspendUser')}${withNote(entry)}`;
    // An owner's change to an approved hostel, recorded on the hostel (issue 26).
    case 'hostel_change.approve':
      return t('audit.changeApprove', { hostel });
    case 'hostel_change.reject':
      return `${t('audit.changeReject', { hostel })}${withReason(entry)}`;
    default:
      return t('audit.unknown', { action: entry.action });
  }
}

/**
 * One audit record as a sentence (issue 22 item 8), for example "Admin Ayesha Khan set the
 * contact message 'Girls hostels in Multan' to In Progress" or "Admin Ayesha Khan rejected the
 * hostel 'Al-Noor': Duplicate of your other listing", in the language of `t` (the admin
 * namespace's). Raw values never show; an action this version does not know is named by its
 * code.
 */
export function auditSentence(entry: AuditEntry, t: AdminT = activeLanguage): string {
  const action = deed(entry, t);
  return entry.actor
    ? t('audit.byAdmin', { name: entry.actor.full_name, deed: action })
    : t('audit.byDeletedAdmin', { deed: action });
}
