import { describe, expect, it } from 'vitest';
import {
  formatChatListTime,
  formatMessageTime,
  needsTimestampHeader,
  unreadBadgeText,
} from './chat-time.ts';

const now = new Date('2026-11-23T15:00:00');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatChatListTime (part 1 section 9)', () => {
  it("should say 'Just now' under an hour, and for clock skew into the future", () => {
    expect(formatChatListTime(minutesAgo(0), now)).toBe('Just now');
    expect(formatChatListTime(minutesAgo(59), now)).toBe('Just now');
    expect(formatChatListTime(minutesAgo(-5), now)).toBe('Just now');
  });

  it('should show the time of day from one hour up to a day', () => {
    const anHourAgo = minutesAgo(60);
    expect(formatChatListTime(anHourAgo, now)).toBe(formatMessageTime(anHourAgo));
    expect(formatChatListTime(minutesAgo(23 * 60 + 59), now)).toMatch(/\d{1,2}:\d{2}/);
  });

  it('should show the weekday from a day up to a week', () => {
    expect(formatChatListTime(minutesAgo(24 * 60), now)).toBe('Sun');
    expect(formatChatListTime(minutesAgo(167 * 60), now)).toBe('Mon');
  });

  it('should show the month and day from a week on, from an ISO string too', () => {
    expect(formatChatListTime(minutesAgo(168 * 60), now)).toMatch(/16 Nov|Nov 16/);
    expect(formatChatListTime('2026-01-05T10:00:00', now)).toMatch(/5 Jan|Jan 5/);
  });
});

describe('needsTimestampHeader', () => {
  it('should head the first message and any after a gap of more than 5 minutes', () => {
    expect(needsTimestampHeader(undefined, now)).toBe(true);
    expect(needsTimestampHeader(minutesAgo(5), now)).toBe(false);
    expect(needsTimestampHeader(new Date(minutesAgo(5).getTime() - 1), now)).toBe(true);
  });
});

describe('unreadBadgeText', () => {
  it('should hide at zero, count up to 99 and cap at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
