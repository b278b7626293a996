// The console's forms for products, categories, home products, slides and branches (edit rules).
export {};
