// One upload module for covers, author and publisher photos, and profile images (README "Uploads").
export { imageTypeOf } from './image-type';
export { storeImage, UnsupportedImage, UPLOADS_PATH, uploadWidths } from './process-image';
export { uploadPolicy, uploadRoutes } from './routes';
export { folderStore, type UploadStore } from './store';
