/**
 * Issue 15, finding 5: every error is `{ message }` a person understands, with the right 4xx — a
 * malformed multipart body (POST /api/media) and a bad percent-encoding in the path included, and
 * never an echo of the request.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { describeEachDatabase } from '../../test/test-app';
import { ERROR_MESSAGES } from './errors';

describeEachDatabase('errors people understand (issue 15)', (context) => {
  it('answers 400 with a message for malformed multipart bodies', async () => {
    const { client } = await buildUser(context().app);
    const start =
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n';
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=zz', 'garbage without any boundary'],
      ['multipart/form-data; boundary=zz', `${start}half a file and no closing boundary`],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\n',
      ],
      ['multipart/form-data', `${start}bytes\r\n--zz--\r\n`],
    ];
    for (const [type, payload] of bodies) {
      const response = await client.request({
        method: 'POST',
        url: '/api/media',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, `${type}: ${payload}`).toBe(400);
      expect(response.json(), payload).toEqual({ message: ERROR_MESSAGES.malformedMultipart });
    }
  });

  it('answers 400 with a message, not the path, for a bad percent-encoding', async () => {
    for (const url of ['/api/messages/%', '/api/messages/%zz', '/%E0%A4%A', '/blog/%']) {
      const response = await context().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: ERROR_MESSAGES.badUrl });
      expect(response.body, url).not.toContain('FST_');
    }
  });
});
