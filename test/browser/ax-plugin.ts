/**
 * `executeServerCommand('ax-tree')`: the page's whole accessibility tree as Chromium computes it
 * (`interestingOnly: false`, unlike `a11ySnapshot`, which leaves out tables, rows and cells), as
 * `{role, name?, children?}` without its text runs (`StaticText`, `InlineTextBox`) and without the
 * nodes Chromium ignores (their children take their place). For tests of semantics that a layout
 * could change, such as a table whose rows a phone's CSS draws as grids.
 */
import type { SerializedAXNode } from 'puppeteer-core';
import type { CommandArgs } from './plugin-cdp.ts';

export interface AxTreeNode {
  role: string;
  name?: string;
  children?: AxTreeNode[];
}

const TEXT_RUNS = ['StaticText', 'InlineTextBox'];

function prune(node: SerializedAXNode): AxTreeNode[] {
  const children = (node.children ?? []).flatMap(prune);
  if (TEXT_RUNS.includes(node.role)) return [];
  if (node.role === 'none' || node.role === 'generic') return children;
  return [
    {
      role: node.role,
      ...(node.name ? { name: node.name } : {}),
      ...(children.length ? { children } : {}),
    },
  ];
}

export function axTreePlugin() {
  return {
    name: 'ax-tree',
    async executeCommand({ command, session }: CommandArgs) {
      if (command !== 'ax-tree') return undefined;
      const page = session.browser.getPage(session.id);
      const snapshot = await page.accessibility.snapshot({ interestingOnly: false });
      return snapshot ? prune(snapshot) : [];
    },
  };
}
