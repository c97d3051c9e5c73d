/**
 * `executeServerCommand('emulate-touch', true | false)`: the test's page as a touch screen
 * (`(hover: none)`, `(pointer: coarse)`) through the Chrome DevTools Protocol, or back to a mouse.
 * `executeServerCommand('emulate-forced-colors', true | 'dark' | false)`: Windows' high contrast
 * (`(forced-colors: active)`; `'dark'` with a dark scheme), or back. `executeServerCommand('text-size', px)`: the browser's
 * default font size (its text size setting; 16 is Chromium's own), which sets the root's
 * initial font size, `rem`, and the `em` of media queries and `sizes`. `@web/test-runner-commands` emulates only colour scheme
 * and reduced motion with this launcher.
 */
import { cdpSessions, type CommandArgs } from '../plugin-cdp.ts';

export function touchPlugin() {
  // A page the last file left to the next: a mouse, no forced colours, Chromium's text size.
  const cdpOf = cdpSessions(undefined, async (cdp) => {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false, maxTouchPoints: 1 });
    await cdp.send('Emulation.setEmulatedMedia', { features: [] });
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
  });
  return {
    name: 'emulate-touch',
    async executeCommand({ command, payload, session }: CommandArgs) {
      if (!['emulate-touch', 'emulate-forced-colors', 'text-size'].includes(command)) {
        return undefined;
      }
      const cdp = await cdpOf(session);
      if (command === 'text-size') {
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: payload as number } });
        return true;
      }
      if (command === 'emulate-forced-colors') {
        // `'dark'`: a dark high-contrast theme (Chromium picks its forced palette by the scheme).
        const on = payload === true || payload === 'dark';
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [
            { name: 'forced-colors', value: on ? 'active' : 'none' },
            ...(payload === 'dark' ? [{ name: 'prefers-color-scheme', value: 'dark' }] : []),
          ],
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
