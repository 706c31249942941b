/**
 * The bank's customers that no merchant has registered yet: what the customer form's Find
 * (findBankCustomer) answers for a person or company a merchant is about to register. A fixed
 * list, so demos and tests can rely on it; the registered customers of the caller's merchant are
 * found too (see the README, "Customer lookups").
 */

/** The bank's record of a person or company. */
export interface BankDirectoryEntry {
  customerType: 'I' | 'C';
  idType?: 'P1' | 'P8' | 'P7';
  /** Citizen ID, passport or alien ID number of an individual. */
  customerId?: string;
  /** Tax ID of a corporate. */
  corpId?: string;
  fullName: string;
  email?: string;
  phoneNumber?: string;
}

export const BANK_DIRECTORY: readonly BankDirectoryEntry[] = [
  { customerType: 'I', idType: 'P1', customerId: '3100500123451', fullName: 'Kanya Srisuk', email: 'kanya.srisuk@mail.example', phoneNumber: '0811112222' },
  { customerType: 'I', idType: 'P1', customerId: '1101800456782', fullName: 'Prasert Boonmee', phoneNumber: '0899990001' },
  { customerType: 'I', idType: 'P1', customerId: '5670100789013', fullName: 'Wilai Thongdee', email: 'wilai.thongdee@mail.example', phoneNumber: '0623334444' },
  { customerType: 'I', idType: 'P8', customerId: 'AB1234567', fullName: 'Emily Carter', email: 'emily.carter@mail.example', phoneNumber: '0955556666' },
  { customerType: 'I', idType: 'P7', customerId: 'TH7700123', fullName: 'Nguyen Van An', phoneNumber: '0867778888' },
  { customerType: 'C', corpId: '0105560111222', fullName: 'Riverside Foods Co., Ltd.', email: 'accounts@riversidefoods.example', phoneNumber: '0226661234' },
  { customerType: 'C', corpId: '0994000165432', fullName: 'Golden Orchid Travel Co., Ltd.', email: 'finance@goldenorchid.example', phoneNumber: '0537771234' },
  { customerType: 'C', corpId: '1234567890', fullName: 'Nakhon Logistics Partnership', phoneNumber: '0448881234' },
];

/** The bank's record of an individual by ID type and number, or of a corporate by tax ID. */
export function findInDirectory(query: { customerType: 'I'; idType: string; customerId: string } | { customerType: 'C'; corpId: string }): BankDirectoryEntry | null {
  return (
    BANK_DIRECTORY.find((entry) =>
      query.customerType === 'I'
        ? entry.customerType === 'I' && entry.idType === query.idType && entry.customerId?.toUpperCase() === query.customerId.toUpperCase()
        : entry.customerType === 'C' && entry.corpId === query.corpId,
    ) ?? null
  );
}
