/**
 * How a feature module becomes a Fastify plugin (ARCHITECTURE.md "Modules";
 * docs/decisions/007-module-plugins-and-import-zones.md): named (so Fastify reports it and others
 * can depend on it), encapsulated (its hooks, parsers and decorators stay inside it) and registered
 * after the session plugin, which fills `request.user`. Each
 * `server/src/modules/<feature>/index.ts` exports one, with its options as the module's
 * dependencies.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The session plugin's name (modules/auth/session.plugin.ts): every module needs `request.user`. */
export const SESSION_PLUGIN_NAME = 'session';

/** Wraps `register` as the encapsulated plugin named `name`. */
export function defineModule<Options extends FastifyPluginOptions>(
  name: string,
  register: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(register, { name, fastify: '5.x', encapsulate: true, dependencies: [SESSION_PLUGIN_NAME] });
}
