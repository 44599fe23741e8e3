/** The look of the signed-in account button, shared by the menu and its stand-in while the menu loads. */
export const accountButtonClass =
  'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';
