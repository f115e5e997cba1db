// User Timing names: an edit marks, the commit of its findings measures (read by the e2e test).
export const EDIT_MARK = 'wolfboard:edit';
export const REVALIDATE = 'wolfboard:revalidate';
export const markEdit = () => performance.mark(EDIT_MARK);
