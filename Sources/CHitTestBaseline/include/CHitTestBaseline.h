#ifndef TOUCHLAB_CHITTESTBASELINE_H
#define TOUCHLAB_CHITTESTBASELINE_H
/* The hit-test baseline: TouchKit's `View.hitTest(_:with:)` algorithm in plain C, over a
 * tree of plain structs, so the benchmark can say how close the Swift search comes to
 * what the algorithm costs. Same rules, same order, same arithmetic: nil for a hidden
 * view, one with interaction disabled or alpha < 0.01, or a point outside its bounds
 * (min edges included, max edges excluded); otherwise the subviews from last to first,
 * the point converted by frame origin minus bounds origin; else the view itself. */
#include <stdint.h>

typedef struct cht_tree cht_tree;

/* A tree with room for `capacity` views; views are added parents first. */
cht_tree *cht_tree_create(int32_t capacity);
void cht_tree_destroy(cht_tree *tree);

/* Adds a view as the last subview of `parent` (-1 for the root) and returns its index. */
int32_t cht_tree_add(cht_tree *tree, int32_t parent,
                     double frame_x, double frame_y, double frame_width, double frame_height,
                     double bounds_x, double bounds_y, double bounds_width, double bounds_height,
                     double alpha, int32_t hidden, int32_t interaction_enabled);

/* Freezes the tree: lays out each view's subviews as one array. Call once, after the last
 * `cht_tree_add` and before any hit test. */
void cht_tree_finish(cht_tree *tree);

/* The index of the view hit at (x, y) in `view`'s coordinates, or -1. */
int32_t cht_hit_test(const cht_tree *tree, int32_t view, double x, double y);

/* Hit-tests `count` points from the root, writing each answer to `results`. */
void cht_hit_test_many(const cht_tree *tree, const double *xs, const double *ys, int64_t count,
                       int32_t *results);

#endif
