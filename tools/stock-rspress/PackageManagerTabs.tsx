// Rspress's own tabs under the name the site's pages use without an import (a global component takes the name of its file).
export { PackageManagerTabs as default } from '@rspress/core/theme';
