// @ts-check
/**
 * Turns the role table (architecture/roles.mjs) into eslint-plugin-boundaries settings and
 * policies (issue 43 item 1; docs/decisions/036-file-roles.md). Read by eslint.config.js.
 */
import { ROLES } from './roles.mjs';

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
  return roles.map((role) => ({
    type: role.role,
    pattern: role.pattern,
    // 'full': the pattern matches the whole path of a file from the repository root.
    mode: /** @type {const} */ ('full'),
    ...(role.capture ? { capture: role.capture } : {}),
  }));
}

/**
 * `boundaries/dependencies` policies, one per role listing every import it may make (deny by
 * default). A same-module (same-feature) import names the importer's own folder as a template
 * the plugin fills in per file, so the policies stay one per role: listing each module's pair
 * made 505 policies, and checking every import against all of them was 70% of `npm run lint`.
 * @param {typeof ROLES} roles
 */
export function boundaryPolicies(roles = ROLES) {
  return roles.map((role) => ({
    from: { element: { type: role.role } },
    allow: role.mayImport.map((entry) => {
      const allowed = typeof entry === 'string' ? { role: entry } : entry;
      const captured = allowed.sameModule
        ? { captured: { module: '{{ from.element.captured.module }}' } }
        : allowed.sameFeature
          ? { captured: { feature: '{{ from.element.captured.feature }}' } }
          : {};
      return {
        to: { element: { type: typePattern(allowed.role), ...captured } },
        ...(allowed.typeOnly ? { dependency: { kind: 'type' } } : {}),
      };
    }),
  }));
}

/** The lint message of a refused import: says where the table is. */
export const BOUNDARY_MESSAGE =
  '{{from.element.type}} may not import {{to.element.type}} ({{dependency.kind}} import): architecture/roles.mjs lists what each role may import (issue 43; docs/decisions/036-file-roles.md).';
