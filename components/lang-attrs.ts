// The <html> attribute the boot script (components/lang-boot) sets while it sends the browser to the page
// in the chosen language; the page (components/use-lang) then loads nothing. Its own module: the page's
// code needs the name, not the boot script.
export const LEAVING = 'data-leaving';
