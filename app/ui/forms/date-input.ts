/** "Date pickers: month/day/year. Input widths: first name 350 px, date 200 px." (spec section 9) */
export const DATE_PICKER_FORMAT = 'MM/DD/YYYY'
export const DATE_INPUT_WIDTH_PX = 200
