/** Name parts of the seed generator (romanised Thai names, ASCII so every report byte is one character). */
export const FIRST_NAMES = [
  'Somchai', 'Malee', 'Anan', 'Kanya', 'Prasert', 'Siriporn', 'Wichai', 'Nattaya', 'Kittisak', 'Pimchanok',
  'Thanawat', 'Rattana', 'Surachai', 'Araya', 'Chaiwat', 'Duangjai', 'Ekkachai', 'Jintana', 'Narong', 'Orathai',
] as const;

export const LAST_NAMES = [
  'Jaidee', 'Sukjai', 'Wongsa', 'Srisuk', 'Boonmee', 'Chaiyaporn', 'Thongdee', 'Rattanakul', 'Saetang', 'Phromma',
  'Kaewkla', 'Intharat', 'Somboon', 'Meesuk', 'Charoenrat',
] as const;

export const COMPANY_WORDS = ['Golden', 'Lotus', 'Mekong', 'Andaman', 'Siam', 'Royal', 'Orchid', 'Eastern', 'Northern', 'Riverside'] as const;
export const COMPANY_KINDS = ['Trading', 'Logistics', 'Foods', 'Textiles', 'Engineering', 'Holdings', 'Pharma', 'Motors'] as const;
