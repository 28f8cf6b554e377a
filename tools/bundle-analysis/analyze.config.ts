// The site's own config plus source maps, for analyze-bundle.mjs only: the maps say which module each byte
// of an emitted chunk comes from. Not used by the timed bench, whose build is the production one.
import siteConfig from '../../rspress.config';

export default {
  ...siteConfig,
  builderConfig: {
    ...siteConfig.builderConfig,
    output: {
      ...siteConfig.builderConfig?.output,
      sourceMap: { js: 'source-map', css: true },
    },
  },
};
