/** Every operation handler, by the contract's operationId. */
import { refreshToken, signIn, signOut } from './auth-handlers';
import { getChangeHandlerProfile, submitChange } from './change-handlers';
import {
  decideCustomerPendingChange,
  getCustomerHandler,
  getCustomerPendingChange,
  getCustomerProfile,
  listCustomerProfiles,
} from './customer-handlers';
import { findBankCustomer, findCustomerMerchant } from './customer-lookup-handlers';
import type { OperationHandler } from './handler-types';
import { getHealth } from './health-handler';
import { downloadKeyPair, generateKeyPair } from './key-pair-handlers';
import { getMerchantProfile, getMerchantSummary, searchMerchants, updateMerchantProfile } from './merchant-handlers';
import { changePassword, forgotPassword } from './password-handlers';
import { downloadRegistrations, listRegistrations } from './registration-handlers';
import { downloadSso250 } from './sso250-handler';
import { downloadTransactions, getTransaction, listTransactions, summarizeTransactionsByStatus } from './transaction-handlers';
import { createUser, getUserDetails, listUsers, recordLastLogin, updateUser } from './user-handlers';

/** Handlers by operationId; the route loader reports any contract operation missing here. */
export const HANDLERS: Readonly<Record<string, OperationHandler>> = {
  getHealth,
  signIn,
  signOut,
  refreshToken,
  downloadKeyPair,
  generateKeyPair,
  submitChange,
  getChangeHandlerProfile,
  listUsers,
  getUserDetails,
  forgotPassword,
  changePassword,
  createUser,
  updateUser,
  recordLastLogin,
  listCustomerProfiles,
  getCustomerProfile,
  getCustomerPendingChange,
  decideCustomerPendingChange,
  getCustomerHandler,
  findCustomerMerchant,
  findBankCustomer,
  getMerchantProfile,
  getMerchantSummary,
  searchMerchants,
  updateMerchantProfile,
  listTransactions,
  downloadTransactions,
  getTransaction,
  summarizeTransactionsByStatus,
  listRegistrations,
  downloadRegistrations,
  downloadSso250,
};
