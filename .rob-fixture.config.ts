import siteConfig from './rspress.config';
export default { ...siteConfig, root: process.env.FIXTURE_ROOT, outDir: process.env.FIXTURE_OUT, icon: undefined, logo: undefined, locales: undefined, plugins: [] };
