// @ts-check
/**
 * Turns the role table (architecture/roles.mjs) into eslint-plugin-boundaries settings and
 * policies (issue 43 item 1; docs/decisions/036-file-roles.md). Read by eslint.config.js.
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { PENDING_IMPORTS, PENDING_RENAME, ROLES } from './roles.mjs';

/** Folder names below `dir` (relative to the repository root). */
function folders(dir) {
  return readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The API's modules and the web app's features: `sameModule` / `sameFeature` expand over them. */
export const API_MODULES = folders('apps/api/src/modules');
export const WEB_FEATURES = folders('apps/web/src/features');

/** A role name as a micromatch pattern over element types ('*' means every role). */
function typePattern(role) {
  return role === '*' ? '**' : role;
}

/**
 * `boundaries/elements`: one element per role, matched on the path from the repository root;
 * the first matching role wins (`boundaries/elements-single-match` defaults to it).
 * @param {typeof ROLES} roles
 */
export function boundaryElements(roles = ROLES) {
  const pending = Object.entries(PENDING_RENAME).map(([path, role]) => ({
    type: role,
    // Its own module folder is captured, as the named roles capture theirs.
    pattern: path.replace(/^apps\/api\/src\/modules\/[^/]+\//, 'apps/api/src/modules/*/'),
    mode: /** @type {const} */ ('full'),
    capture: ['module'],
  }));
  const named = roles.map((role) => ({
    type: role.role,
    pattern: role.pattern,
    // 'full': the pattern matches the whole path of a file from the repository root.
    mode: /** @type {const} */ ('full'),
    ...(role.capture ? { capture: role.capture } : {}),
  }));
  return [...pending, ...named];
}

/**
 * `boundaries/dependencies` policies, one per role and allowed import (deny by default).
 * @param {typeof ROLES} roles
 */
export function boundaryPolicies(roles = ROLES) {
  /** @type {object[]} */
  const policies = [];
  for (const role of roles) {
    for (const entry of role.mayImport) {
      const allowed = typeof entry === 'string' ? { role: entry } : entry;
      const to = { type: typePattern(allowed.role) };
      const dependency = allowed.typeOnly ? { dependency: { kind: 'type' } } : {};
      const pairs = allowed.sameModule
        ? API_MODULES.map((name) => [{ module: name }, { module: name }])
        : allowed.sameFeature
          ? WEB_FEATURES.map((name) => [{ feature: name }, { feature: name }])
          : [[undefined, undefined]];
      for (const [fromCaptured, toCaptured] of pairs) {
        policies.push({
          from: {
            element: { type: role.role, ...(fromCaptured ? { captured: fromCaptured } : {}) },
          },
          allow: {
            to: { element: { ...to, ...(toCaptured ? { captured: toCaptured } : {}) } },
            ...dependency,
          },
        });
      }
    }
  }
  // Issue 43, temporary: imports still in the code that their owners remove in this stop.
  for (const pending of PENDING_IMPORTS) {
    policies.push({
      from: { element: { path: `**/apps/api/src/modules/${pending.from}` } },
      allow: { to: { element: { path: `**/${posix.join('apps/api/src/modules', pending.to)}` } } },
    });
  }
  return policies;
}

/** The lint message of a refused import: says where the table is. */
export const BOUNDARY_MESSAGE =
  '{{from.element.type}} may not import {{to.element.type}} ({{dependency.kind}} import): architecture/roles.mjs lists what each role may import (issue 43; docs/decisions/036-file-roles.md).';
