import type { AuditEntry, ContactStatus, Role } from '@hostelhub/shared';
import { CONTACT_STATUS_LABELS, ROLE_WORDS } from './labels';

function text(state: AuditEntry['before'], key: string): string | null {
  const value = state?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function isContactStatus(value: string | null): value is ContactStatus {
  return value !== null && value in CONTACT_STATUS_LABELS;
}

function isRole(value: string | null): value is Role {
  return value !== null && value in ROLE_WORDS;
}

/** ": <reason>" when the action carried one. */
function withReason(entry: AuditEntry): string {
  const reason = text(entry.after, 'reason');
  return reason ? `: ${reason}` : '';
}

/** "2 hostels", "1 hostel". */
function hostels(count: number): string {
  return `${count} ${count === 1 ? 'hostel' : 'hostels'}`;
}

/**
 * A review of an area an owner added (issue 22 item 17): "confirmed the new area 'Model
 * Colony' in Bahawalpur", "renamed the new area 'Satelite Town' in Bahawalpur to 'Satellite
 * Town' and confirmed it", "merged the new area 'Gulbrg' in Lahore into 'Gulberg', moving 2
 * hostels".
 */
function areaDeed(entry: AuditEntry): string {
  const before = text(entry.before, 'name') ?? entry.entity_name;
  const city = text(entry.before, 'city');
  const area = `${before ? `the new area '${before}'` : 'a new area'}${city ? ` in ${city}` : ''}`;
  if (entry.action === 'town.confirm') return `confirmed ${area}`;
  if (entry.action === 'town.rename') {
    const after = text(entry.after, 'name');
    return after ? `renamed ${area} to '${after}' and confirmed it` : `renamed ${area}`;
  }
  const into = text(entry.after, 'merged_into');
  const moved = entry.after?.['hostels_moved'];
  const movedText = typeof moved === 'number' && moved > 0 ? `, moving ${hostels(moved)}` : '';
  return into ? `merged ${area} into '${into}'${movedText}` : `merged ${area} into another area`;
}

/** What the admin did, after their name: "rejected the hostel 'Al-Noor': Duplicate …". */
function deed(entry: AuditEntry): string {
  const name = entry.entity_name;
  const hostel = name ? `the hostel '${name}'` : 'a hostel that no longer exists';
  const person = name ?? 'a user who no longer exists';
  const message = name ? `the contact message '${name}'` : 'a contact message that was deleted';
  switch (entry.action) {
    case 'hostel.approve':
      return `approved ${hostel}`;
    case 'hostel.reject':
      return `rejected ${hostel}${withReason(entry)}`;
    case 'owner.approve':
      return `approved the owner account of ${person}`;
    case 'owner.reject':
      return `rejected the owner account of ${person}${withReason(entry)}`;
    case 'user.role': {
      const from = text(entry.before, 'role');
      const to = text(entry.after, 'role');
      if (isRole(from) && isRole(to)) {
        return `changed the role of ${person} from ${ROLE_WORDS[from]} to ${ROLE_WORDS[to]}`;
      }
      return `changed the role of ${person}`;
    }
    case 'user.suspend':
      return `suspended ${person}`;
    case 'user.reactivate':
      return `reactivated ${person}`;
    case 'user.delete':
      return `deleted the account of ${person}`;
    case 'contact.status': {
      const from = text(entry.before, 'status');
      const to = text(entry.after, 'status');
      const notesChanged = text(entry.before, 'admin_notes') !== text(entry.after, 'admin_notes');
      const statusChanged = from !== to && isContactStatus(to);
      if (!statusChanged && notesChanged) return `updated the notes of ${message}`;
      const set = isContactStatus(to)
        ? `set ${message} to ${CONTACT_STATUS_LABELS[to]}`
        : `updated ${message}`;
      return notesChanged ? `${set} and updated its notes` : set;
    }
    case 'contact.delete':
      return `deleted ${message}`;
    case 'town.confirm':
    case 'town.rename':
    case 'town.merge':
      return areaDeed(entry);
    default:
      return `made a change (${entry.action})`;
  }
}

/**
 * One audit record as a sentence (issue 22 item 8), for example "Admin Ayesha Khan set the
 * contact message 'Girls hostels in Multan' to In Progress" or "Admin Ayesha Khan rejected the
 * hostel 'Al-Noor': Duplicate of your other listing". Raw values never show; an action this
 * version does not know is named by its code.
 */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor ? `Admin ${entry.actor.full_name}` : 'A deleted administrator';
  return `${who} ${deed(entry)}`;
}
