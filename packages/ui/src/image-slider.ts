// `@bookshop/ui/image-slider`: the home page's slider, in an entry of its own because it needs the
// optional peer `swiper`. The main entry never names swiper, so an app without it builds.
export * from './ImageSlider';
