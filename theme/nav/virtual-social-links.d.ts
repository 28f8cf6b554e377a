// Rspress's table of social icons: icon name → SVG markup (theme/nav/SocialLinks.tsx).
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
