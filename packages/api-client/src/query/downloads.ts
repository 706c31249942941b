import type { LegoClient } from '../client/create-lego-client';
import { unwrapDownload, type DownloadedFile } from '../client/unwrap-download';
import type { Schemas } from '../schemas';

/**
 * The file downloads of the portal. Each resolves to `{ blob, filename }` (the name from
 * Content-Disposition, RFC 6266) or throws `LegoApiError` (e.g. 404 'Report Not Found' for SSO 250).
 */
export const legoDownloads = {
  transactions: async (client: LegoClient, body: Schemas['TransactionDownloadRequest']): Promise<DownloadedFile> =>
    unwrapDownload(await client.POST('/api/lego-report/ext/transaction/download', { body, parseAs: 'blob' }), 'transactions.csv'),
  registrations: async (client: LegoClient, body: Schemas['RegistrationDownloadRequest']): Promise<DownloadedFile> =>
    unwrapDownload(await client.POST('/api/lego-report/ext/registration/download', { body, parseAs: 'blob' }), 'registrations.csv'),
  sso250: async (client: LegoClient, body: Schemas['Sso250DownloadRequest']): Promise<DownloadedFile> =>
    unwrapDownload(await client.POST('/api/lego-report/ext/sso-250/download', { body, parseAs: 'blob' }), 'sso-250.txt'),
  keyPair: async (client: LegoClient, merchantId?: string): Promise<DownloadedFile> =>
    unwrapDownload(
      await client.GET('/api/lego-authentication/ext/keypairs', {
        params: { query: merchantId ? { merchantId } : {} },
        parseAs: 'blob',
      }),
      'public-key.pem',
    ),
};
