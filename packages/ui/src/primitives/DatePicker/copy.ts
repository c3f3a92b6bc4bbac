/** The words of the date pickers (one place, so both pickers say the same thing). */
export const datePickerCopy = {
  placeholder: 'اختر تاريخًا',
  dialog: 'اختيار التاريخ',
  today: 'اليوم',
  clear: 'مسح',
  clearRange: 'مسح التاريخين',
  presets: 'فترات جاهزة',
  thisWeek: 'هذا الأسبوع',
  thisMonth: 'هذا الشهر',
  last30Days: 'آخر ٣٠ يومًا',
  pickStart: 'اختر تاريخ البداية',
  pickEnd: 'اختر تاريخ النهاية',
  selected: 'محدد',
} as const;
