// @vitest-environment jsdom
/**
 * The storage meter: what is used of the allowance, said in words and as a meter, and from 90% on
 * that new uploads wait and how to make room (the larger plan only for Free Forever).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { BYTES_PER_GB } from '@heirloom/common/domain/plans';
import { StorageMeter, type StorageMeterProps } from './storage-meter';

afterEach(cleanup);

const show = (props: StorageMeterProps) =>
  render(
    <MemoryRouter>
      <StorageMeter {...props} />
    </MemoryRouter>,
  );

it('says what is used of the allowance, without a warning below 90%', () => {
  show({ planId: 'free_forever', usedBytes: 1.5 * BYTES_PER_GB, allowanceBytes: 10 * BYTES_PER_GB });
  const meter = screen.getByRole('meter', { name: 'Storage used' });
  expect(meter.getAttribute('aria-valuetext')).toBe('1.5 GB of 10 GB used');
  expect(meter.getAttribute('aria-valuenow')).toBe(String(1.5 * BYTES_PER_GB));
  expect(screen.queryByRole('status')).toBeNull();
});

it('warns from 90% on, offering Complete Legacy only on the free plan', () => {
  show({ planId: 'free_forever', usedBytes: 9.5 * BYTES_PER_GB, allowanceBytes: 10 * BYTES_PER_GB });
  expect(screen.getByRole('status').textContent).toMatch(
    /nearly full: new photos and videos wait .* nothing is deleted/,
  );
  expect(screen.getByRole('link', { name: 'move to Complete Legacy for 200 GB' }).getAttribute('href')).toBe(
    '/pricing',
  );
  cleanup();

  show({ planId: 'complete_legacy', usedBytes: 201 * BYTES_PER_GB, allowanceBytes: 200 * BYTES_PER_GB });
  expect(screen.getByRole('status').textContent).toMatch(/^Your storage is full: .*Empty the trash to make room\.$/);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(200 * BYTES_PER_GB));
});
