/** The server catalogue's Urdu, compiled at build time (lingui-catalogs.ts). */
declare module 'virtual:server-messages-ur' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
