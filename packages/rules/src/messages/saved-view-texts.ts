/** Texts of a list's saved views (issue 32): the 'Views' menu, its dialogs and the relative date ranges. Ours. */
export const SAVED_VIEW_TEXTS = {
  /** The menu's button and name. */
  views: 'Views',
  /** The same button while a saved view is applied: its name. */
  viewsCurrent: 'Views: {name}',
  /** The menu's entry and the dialog that saves what the list shows now. */
  saveView: 'Save view',
  /** The field of a view's name. */
  name: 'Name',
  /** The checkbox of the save dialog, and the menu's entry that makes a view the default. */
  makeDefault: 'Make default',
  /** Beside the default view's name: applied when the list opens without filters of its own. */
  default: 'Default',
  /** Applied when the list opens without a query of its own. */
  defaultHint: 'The default view is applied when the list opens without filters of its own.',
  /** The menu's entry that stops a view being the default. */
  removeDefault: 'Remove default',
  rename: 'Rename',
  delete: 'Delete',
  copyLink: 'Copy link',
  /** Announced once the link is on the clipboard. */
  linkCopied: 'Link copied.',
  /** Where the clipboard cannot be written: the link is shown to copy by hand. */
  linkCopyFailed: 'The link could not be copied. Select it and copy it yourself: {link}',
  save: 'Save',
  cancel: 'Cancel',
  /** The title of the rename dialog. */
  renameView: 'Rename view',
  /** The question before deleting. */
  deleteView: 'Delete view',
  deleteConfirm: 'Delete the view "{name}"? This cannot be undone.',
  /** Announced after each change. */
  viewSaved: 'View "{name}" saved.',
  viewDeleted: 'View "{name}" deleted.',
  /** The group of saved views in the menu, and what it says when there is none. */
  savedViews: 'Saved views',
  noViews: 'No saved views yet.',
  /** The save dialog's choice of how the date range is kept. */
  dateRange: 'Date range',
  /** Keep the dates as they are. */
  fixedRange: 'Fixed dates ({from} – {to})',
  /** The save dialog's choice of how a report of one day (the SSO 250 text file) keeps its date. */
  dateChoice: 'Date',
  /** Keep the one day as it is. */
  fixedDate: 'Fixed date ({date})',
  /** Keep no day: the report opens with its date empty. */
  noDate: 'No date',
  /** Hint under that choice. */
  relativeHint: 'A relative range counts from the day the view is applied.',
  /** The save dialog's note that the chosen columns are part of the view. */
  columnsIncluded: 'The columns you chose are saved with the view.',
  // Name checks, shown at the field.
  nameRequired: 'Please enter a name.',
  nameTooLong: 'The name must be 60 characters or fewer.',
  nameTaken: 'A view with this name already exists.',
  // The relative ranges (rules' RELATIVE_RANGES).
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
} as const;
