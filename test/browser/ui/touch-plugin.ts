/**
 * `executeServerCommand('emulate-touch', true | false)`: the test's page as a touch screen
 * (`(hover: none)`, `(pointer: coarse)`) through the Chrome DevTools Protocol, or back to a mouse.
 * `executeServerCommand('emulate-forced-colors', true | false)`: Windows' high contrast
 * (`(forced-colors: active)`), or back. `@web/test-runner-commands` emulates only colour scheme
 * and reduced motion with this launcher.
 */
import type { CDPSession, Page } from 'puppeteer-core';

interface Session {
  id: string;
  browser: { type: string; getPage(id: string): Page };
}

export function touchPlugin() {
  const clients = new Map<string, Promise<CDPSession>>();
  return {
    name: 'emulate-touch',
    async executeCommand({
      command,
      payload,
      session,
    }: {
      command: string;
      payload: unknown;
      session: Session;
    }) {
      if (command !== 'emulate-touch' && command !== 'emulate-forced-colors') return undefined;
      let client = clients.get(session.id);
      if (!client) {
        client = session.browser.getPage(session.id).createCDPSession();
        clients.set(session.id, client);
      }
      const cdp = await client;
      if (command === 'emulate-forced-colors') {
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: payload === true ? 'active' : 'none' }],
        });
        return true;
      }
      const touch = payload === true;
      await cdp.send('Emulation.setTouchEmulationEnabled', {
        enabled: touch,
        maxTouchPoints: touch ? 5 : 1,
      });
      await cdp.send('Emulation.setEmulatedMedia', {
        features: touch
          ? [
              { name: 'hover', value: 'none' },
              { name: 'any-hover', value: 'none' },
              { name: 'pointer', value: 'coarse' },
              { name: 'any-pointer', value: 'coarse' },
            ]
          : [],
      });
      return true;
    },
  };
}
