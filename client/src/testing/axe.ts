/**
 * axe's rules that need no layout (jsdom has none): ARIA attributes and roles, and that every
 * field, select and button has a name: the serious ones of Playwright's full axe run in a
 * browser. Not `aria-allowed-role` (minor there): every form dialog is a form with the dialog role.
 */
import axe from 'axe-core';

export async function namingViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'label', 'select-name', 'button-name'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}
