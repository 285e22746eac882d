import type { AuditEntry } from '@hostelhub/shared';
import { describe, expect, it } from 'vitest';
import { auditSentence } from '../utils/audit-sentence';

/** The activity log's sentences (issue 22 item 8). */

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    actor: { id: '00000000-0000-4000-8000-0000000000a1', full_name: 'Ayesha' },
    action: 'contact.status',
    entity_type: 'contact_message',
    entity_id: '00000000-0000-4000-8000-0000000000e1',
    entity_name: 'Girls hostels in Multan',
    before: null,
    after: null,
    created_at: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

describe('auditSentence', () => {
  it('should say what changed in a contact message: status, notes or both', () => {
    expect(
      auditSentence(
        entry({
          before: { status: 'new', admin_notes: null },
          after: { status: 'resolved', admin_notes: 'Answered by email' },
        }),
      ),
    ).toBe(
      "Admin Ayesha set the contact message 'Girls hostels in Multan' to Resolved and updated its notes",
    );
    expect(
      auditSentence(
        entry({
          before: { status: 'in_progress', admin_notes: null },
          after: { status: 'in_progress', admin_notes: 'Called back' },
        }),
      ),
    ).toBe("Admin Ayesha updated the notes of the contact message 'Girls hostels in Multan'");
  });

  it('should name deleted records and unknown actions plainly', () => {
    expect(auditSentence(entry({ action: 'contact.delete' }))).toBe(
      "Admin Ayesha deleted the contact message 'Girls hostels in Multan'",
    );
    expect(
      auditSentence(entry({ action: 'hostel.approve', entity_type: 'hostel', entity_name: null })),
    ).toBe('Admin Ayesha approved a hostel that no longer exists');
    expect(
      auditSentence(entry({ action: 'user.delete', entity_type: 'user', entity_name: 'Bilal' })),
    ).toBe('Admin Ayesha deleted the account of Bilal');
    expect(auditSentence(entry({ action: 'hostel.feature' }))).toBe(
      'Admin Ayesha made a change (hostel.feature)',
    );
  });

  it('should tell how a report was resolved and what it changed (issue 26)', () => {
    const report = { entity_type: 'report', entity_name: null };
    expect(
      auditSentence(entry({ ...report, action: 'report.dismiss', after: { status: 'dismissed' } })),
    ).toBe('Admin Ayesha dismissed a report');
    expect(
      auditSentence(
        entry({
          ...report,
          action: 'report.hide_review',
          after: { status: 'actioned', note: 'Advertising' },
        }),
      ),
    ).toBe('Admin Ayesha resolved a report by hiding the review: Advertising');
    expect(
      auditSentence(entry({ action: 'review.hide', entity_type: 'review', entity_name: null })),
    ).toBe('Admin Ayesha hid a review');
    expect(
      auditSentence(
        entry({ action: 'hostel.return_to_review', entity_type: 'hostel', entity_name: 'Al-Noor' }),
      ),
    ).toBe("Admin Ayesha sent the hostel 'Al-Noor' back to review");
  });

  it('should tell the review of an area an owner added (issue 22 item 17)', () => {
    const area = {
      entity_type: 'town',
      entity_name: 'Model Colony',
      before: { name: 'Model Colony', city: 'Bahawalpur', status: 'pending' },
    };
    expect(
      auditSentence(entry({ ...area, action: 'town.confirm', after: { status: 'confirmed' } })),
    ).toBe("Admin Ayesha confirmed the new area 'Model Colony' in Bahawalpur");
    expect(
      auditSentence(
        entry({
          ...area,
          action: 'town.rename',
          entity_name: 'Model Colony Extension',
          after: { name: 'Model Colony Extension', city: 'Bahawalpur', status: 'confirmed' },
        }),
      ),
    ).toBe(
      "Admin Ayesha renamed the new area 'Model Colony' in Bahawalpur to 'Model Colony Extension' and confirmed it",
    );
    expect(
      auditSentence(
        entry({
          ...area,
          action: 'town.merge',
          after: { merged_into_id: 'x', merged_into: 'Model Town', hostels_moved: 2 },
        }),
      ),
    ).toBe(
      "Admin Ayesha merged the new area 'Model Colony' in Bahawalpur into 'Model Town', moving 2 hostels",
    );
  });
});
