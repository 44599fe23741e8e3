import type { Locator, Page } from 'playwright-core';

/** The console's picker labelled `label` (a combobox whose options are the server's matches of what is typed). */
export const picker = (page: Page, label: string): Locator => page.getByRole('combobox', { name: label, exact: true });

/**
 * Types into the picker as the owner would: selects what the field holds (the chosen name; on a loaded machine the
 * click's own selection may come too late) and types over it.
 */
export async function typeInPicker(page: Page, label: string, text: string): Promise<Locator> {
  const field = picker(page, label);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  return field;
}

/**
 * Chooses with the keyboard only: types `text`, waits for `option` among the matches, moves down to it with the
 * arrow key (the field says which option is active) and takes it with Enter.
 */
export async function chooseWithKeyboard(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  const field = await typeInPicker(page, label, text);
  const wanted = page.getByRole('option', { name: option });
  await wanted.waitFor();
  // The option's id is read again at each press: the server's matches may arrive after the first list was drawn
  // (a loaded machine), and the option then moves, with its id.
  for (let presses = 0; (await field.getAttribute('aria-activedescendant')) !== (await wanted.getAttribute('id')); presses++) {
    if (presses > 25) throw new Error(`The arrow keys never reached the option ${String(option)}`);
    await field.press('ArrowDown');
  }
  await field.press('Enter');
}
