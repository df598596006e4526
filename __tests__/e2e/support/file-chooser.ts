// A file input's chooser opened from the keyboard (Space on the focused input), for the keyboard-only
// tests. In one CI run on a loaded machine the chooser never came after the press (registration.spec
// at 390 px: the test's minute ran out waiting for it; its retry passed in 15 s), so when none has
// come within 10 s the key is pressed again: still the keyboard, and a real chooser or a failure.
import type { FileChooser, Page } from '@playwright/test';

export async function chooserFromKeyboard(page: Page, presses = 3): Promise<FileChooser> {
  for (let press = 1; ; press += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (press >= presses) throw error;
    }
  }
}
