// Public surface of @lego-portal/portal-ui: explicit named exports, grouped by area.

// Theme
export { portalPreset } from './theme/preset';
export { PORTAL_ROOT_CLASS } from './theme/portal-root-class';
export { PortalRoot } from './theme/portal-root';
export { PortalLayer } from './theme/portal-layer';

// Embedding contract
export type {
  DateFormat,
  LeaveGuardState,
  MemoryNavigation,
  PortalContextValue,
  PortalLinkProps,
  PortalNavigation,
  PortalPaths,
  PortalProviderProps,
  PortalStorage,
  SearchValues,
  SessionMemory,
} from './provider';
export {
  DEFAULT_PATHS,
  PortalProvider,
  createBrowserNavigation,
  createMemoryNavigation,
  createPortalPaths,
  fromQueryString,
  toQueryString,
  useDateFormat,
  usePortal,
  usePortalSession,
  usePortalStorage,
  useSessionMemory,
} from './provider';
// What the signed-in user may do as bank staff (fees, customers, reports), from any host's session
export { useStaffAccess } from './hooks/use-staff-access';
// Texts in the host's language (English, Thai) from the rules' catalogue
export type { FieldErrorLike, TextsProviderProps } from './texts';
export { TextsProvider, preloadLocale, useErrorText, useLocale, useMessage, useTexts } from './texts';

// Session
export type { PortalSession, SessionController, SessionMerchant, SessionStatus, SessionUser, SignInOutcome } from './session';
export { SessionControllerContext, useSessionController } from './session';
export type { SessionProviderProps, SessionSnapshot, SessionStore, SessionStoreChange, SessionStoreOptions } from './session';
export { SESSION_CHANNEL_NAME, SESSION_STORAGE_KEY, SessionProvider, createSessionStore, useSession } from './session';

// Merchant scope: the merchant the screens work on (a merchant user's own; the one bank staff chose)
export type { MerchantInScope, MerchantPickerProps, MerchantScopeGateProps, MerchantScopeProviderProps } from './merchant-scope';
export { MerchantPicker, MerchantScopeGate, MerchantScopeProvider, useMerchantInScope } from './merchant-scope';

// Frame
export {
  createDownloadProgress,
  DownloadActivityProvider,
  PORTAL_MAIN_ID,
  PortalFrame,
  QuickFind,
  saveDownload,
  useDownloadActivity,
  useDownloadRows,
} from './frame';
export type { DownloadActivity, DownloadActivityProviderProps, DownloadProgress, PortalFrameProps, RunningDownload, TrackOptions } from './frame';

// Sign-in and password screens
export { ChangePasswordScreen, ForcedPasswordChangeScreen, ForgotPasswordScreen, LoginScreen, SignInGate } from './screens/auth';
export type {
  ChangePasswordScreenProps,
  ForcedPasswordChangeScreenProps,
  ForgotPasswordScreenProps,
  LoginScreenProps,
  SignInGateProps,
} from './screens/auth';

// User manager screens
export { UserDetailScreen, UserListScreen } from './screens/users';
export type { UserDetailScreenProps, UserListScreenProps } from './screens/users';

// Customer screens: list, detail, the pending-change dialog (maker-checker) and the customer form
export {
  CustomerDetailScreen,
  CustomerForm,
  CustomerListScreen,
  CustomerTypeDialog,
  PendingChangeDialog,
  PendingChangeSummary,
} from './screens/customers';
export type {
  CustomerDetailScreenProps,
  CustomerFormProps,
  CustomerListScreenProps,
  CustomerSubmitted,
  CustomerTypeChoice,
  PendingChange,
  PendingChangeDialogProps,
  PendingChangeSummaryProps,
  PendingDecision,
} from './screens/customers';

// Features: one element per feature, mounting its screens under a prefix the host gives it
export {
  CustomerApproval,
  MerchantProfile,
  PortalPages,
  RegistrationReports,
  TransactionReport,
  UserManager,
  customerApprovalPaths,
  merchantProfilePaths,
  portalPagesPaths,
  registrationReportsPaths,
  transactionReportPaths,
  userManagerPaths,
} from './features';
export type {
  CustomerApprovalPaths,
  CustomerApprovalProps,
  MerchantProfilePaths,
  MerchantProfileProps,
  PortalPagesPaths,
  PortalPagesProps,
  RegistrationReportsPaths,
  RegistrationReportsProps,
  TransactionReportPaths,
  TransactionReportProps,
  UserManagerPaths,
  UserManagerProps,
} from './features';

// SSO 250-byte text file report
export { Sso250ReportScreen } from './screens/reports/sso250-report-screen';
export type { Sso250ReportScreenProps } from './screens/reports/sso250-report-screen';
// Registration reports
export { RegistrationReportScreen } from './screens/reports/registration-report-screen';
export type { RegistrationReportScreenProps } from './screens/reports/registration-report-screen';
export { OnlineRegistrationMonitoringScreen } from './screens/reports/online-registration-monitoring-screen';
export type { OnlineRegistrationMonitoringScreenProps } from './screens/reports/online-registration-monitoring-screen';
export { TransactionReportScreen } from './screens/reports/transaction-report-screen';
export type { TransactionReportScreenProps } from './screens/reports/transaction-report-screen';
export { SummaryByStatusScreen } from './screens/reports/summary-by-status-screen';
export type { SummaryByStatusScreenProps } from './screens/reports/summary-by-status-screen';
export { TransactionDetailScreen } from './screens/reports/transaction-detail-screen';
export type { TransactionDetailScreenProps } from './screens/reports/transaction-detail-screen';

// Merchant profile screen
export { MerchantProfileScreen } from './screens/merchant-profile/merchant-profile-screen';
export type { MerchantProfileScreenProps } from './screens/merchant-profile/merchant-profile-screen';

// Informational screens
export {
  ComingSoonScreen,
  ContactScreen,
  DEFAULT_HEAD_OFFICE_ADDRESS,
  DEFAULT_MANUALS,
  HomeScreen,
  ManualScreen,
  NotFoundScreen,
  UnauthorizedScreen,
} from './screens/info';
export type {
  ComingSoonScreenProps,
  ContactScreenProps,
  HomeScreenProps,
  ManualScreenProps,
  ManualUrls,
  NotFoundScreenProps,
  UnauthorizedScreenProps,
} from './screens/info';

// Primitives
export { Badge } from './primitives/badge';
export type { BadgeProps, BadgeTone } from './primitives/badge';
export { Button } from './primitives/button';
export type { ButtonProps } from './primitives/button';
export { Card } from './primitives/card';
export type { CardProps } from './primitives/card';
export { DetailHeader } from './primitives/detail-header';
export type { DetailHeaderProps } from './primitives/detail-header';
export { DetailList, NotSet } from './primitives/detail-list';
export type { DetailListItem, DetailListProps } from './primitives/detail-list';
export { LeaveGuard } from './primitives/leave-guard';
export type { LeaveGuardProps } from './primitives/leave-guard';
export { LoadFailure } from './primitives/load-failure';
export type { LoadFailureProps } from './primitives/load-failure';
export { Checkbox } from './primitives/checkbox';
export type { CheckboxProps, CheckedState } from './primitives/checkbox';
export { CheckboxGroup } from './primitives/checkbox-group';
export type { CheckboxGroupItem, CheckboxGroupProps, CheckboxGroupValue } from './primitives/checkbox-group';
export { ConfirmDialog } from './primitives/confirm-dialog';
export type { ConfirmDialogProps } from './primitives/confirm-dialog';
export { DataTable, DEFAULT_PAGE_SIZE, PAGE_SIZES, nextSort } from './primitives/data-table';
export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './primitives/data-table';
export { DatePicker } from './primitives/date-picker';
export type { DatePickerChange, DatePickerProps, IsoDate } from './primitives/date-picker';
export { DateRangePicker } from './primitives/date-range-picker';
export type { DateRange, DateRangePickerProps } from './primitives/date-range-picker';
export { DateTimePicker } from './primitives/date-time-picker';
export type { DateTimePickerProps } from './primitives/date-time-picker';
export { Dialog, DialogCloseTrigger } from './primitives/dialog';
export type { DialogProps } from './primitives/dialog';
export { FileUpload } from './primitives/file-upload';
export type { FileUploadProps } from './primitives/file-upload';
export { LocaleSwitch } from './primitives/locale-switch';
export type { LocaleSwitchProps } from './primitives/locale-switch';
export { Menu } from './primitives/menu';
export type { MenuItem, MenuProps } from './primitives/menu';
export { PasswordField } from './primitives/password-field';
export type { PasswordFieldProps } from './primitives/password-field';
export { ResultModal } from './primitives/result-modal';
export type { ResultModalProps } from './primitives/result-modal';
export { Select } from './primitives/select';
export type { SelectOption, SelectProps } from './primitives/select';
export { Skeleton } from './primitives/skeleton';
export type { SkeletonProps } from './primitives/skeleton';
export { Spinner } from './primitives/spinner';
export type { SpinnerProps } from './primitives/spinner';
export { TextField } from './primitives/text-field';
export type { FieldTextProps, TextFieldProps } from './primitives/text-field';
export { TextareaField } from './primitives/textarea-field';
export type { TextareaFieldProps } from './primitives/textarea-field';
export { Toaster, toaster } from './primitives/toast';
export { Tooltip } from './primitives/tooltip';
export type { TooltipProps } from './primitives/tooltip';
