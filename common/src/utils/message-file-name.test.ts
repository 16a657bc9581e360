import { describe, expect, it } from 'vitest';
import { messageFileName } from './message-file-name';

describe('messageFileName', () => {
  const birthday = {
    title: 'Happy birthday Maya',
    deliverAt: '2026-12-03T09:00:00Z',
    deliveredAt: null,
    createdAt: '2026-11-20T10:00:00Z',
    timeZone: 'UTC',
  };

  it('names the file after the title and the day, with the extension of its type', () => {
    expect(messageFileName(birthday, 'audio/mp4')).toBe('Happy birthday Maya – 2026-12-03.m4a');
    expect(messageFileName(birthday, 'video/mp4')).toBe('Happy birthday Maya – 2026-12-03.mp4');
    expect(messageFileName(birthday, 'audio/webm')).toBe('Happy birthday Maya – 2026-12-03.webm');
    expect(messageFileName(birthday, 'audio/ogg; codecs=opus')).toBe('Happy birthday Maya – 2026-12-03.ogg');
    expect(messageFileName(birthday, 'video/quicktime')).toBe('Happy birthday Maya – 2026-12-03.mov');
    expect(messageFileName(birthday, 'application/x-unknown')).toBe('Happy birthday Maya – 2026-12-03.bin');
  });

  it('takes the day in the message’s time zone', () => {
    const lateInTokyo = { ...birthday, deliverAt: '2026-12-03T20:00:00Z', timeZone: 'Asia/Tokyo' };
    expect(messageFileName(lateInTokyo, 'audio/mp4')).toBe('Happy birthday Maya – 2026-12-04.m4a');
    const earlyInLosAngeles = { ...birthday, deliverAt: '2026-12-03T02:00:00Z', timeZone: 'America/Los_Angeles' };
    expect(messageFileName(earlyInLosAngeles, 'audio/mp4')).toBe('Happy birthday Maya – 2026-12-02.m4a');
  });

  it('takes the day it was delivered, or made, when it has no delivery time', () => {
    const released = { ...birthday, deliverAt: null, deliveredAt: '2027-05-01T08:00:00Z' };
    expect(messageFileName(released, 'video/mp4')).toBe('Happy birthday Maya – 2027-05-01.mp4');
    expect(messageFileName({ ...released, deliveredAt: null }, 'text/plain')).toBe(
      'Happy birthday Maya – 2026-11-20.txt',
    );
  });

  it('keeps only what every file system accepts', () => {
    const hostile = { ...birthday, title: '../..\\etc/passwd: "a" <b> | c?*\u0000\n' };
    expect(messageFileName(hostile, 'audio/mp4')).toBe('etc passwd a b c – 2026-12-03.m4a');
    expect(messageFileName({ ...birthday, title: ' / ' }, 'audio/mp4')).toBe('Message – 2026-12-03.m4a');
    const long = messageFileName({ ...birthday, title: 'x'.repeat(300) }, 'audio/mp4');
    expect(long).toBe(`${'x'.repeat(100)} – 2026-12-03.m4a`);
  });
});
