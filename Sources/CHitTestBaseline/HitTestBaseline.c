#include "CHitTestBaseline.h"
#include <stdlib.h>

typedef struct {
    double frame_x, frame_y, frame_width, frame_height;
    double bounds_x, bounds_y, bounds_width, bounds_height;
    double alpha;
    int32_t hidden, interaction_enabled;
    int32_t parent;
    /* Subviews, back to front, as a singly linked list built in order. */
    int32_t first_child, last_child, next_sibling, child_count;
    int32_t *children; /* set by cht_tree_finish */
} cht_view;

struct cht_tree {
    cht_view *views;
    int32_t count, capacity;
    int32_t *child_storage;
    int finished;
};

cht_tree *cht_tree_create(int32_t capacity) {
    cht_tree *tree = calloc(1, sizeof *tree);
    if (!tree) return NULL;
    tree->views = calloc((size_t)(capacity > 0 ? capacity : 1), sizeof *tree->views);
    tree->capacity = capacity;
    return tree;
}

void cht_tree_destroy(cht_tree *tree) {
    if (!tree) return;
    free(tree->child_storage);
    free(tree->views);
    free(tree);
}

int32_t cht_tree_add(cht_tree *tree, int32_t parent,
                     double frame_x, double frame_y, double frame_width, double frame_height,
                     double bounds_x, double bounds_y, double bounds_width, double bounds_height,
                     double alpha, int32_t hidden, int32_t interaction_enabled) {
    if (tree->count >= tree->capacity || tree->finished) return -1;
    int32_t index = tree->count++;
    cht_view *view = &tree->views[index];
    *view = (cht_view){frame_x, frame_y, frame_width, frame_height,
                       bounds_x, bounds_y, bounds_width, bounds_height,
                       alpha, hidden, interaction_enabled, parent, -1, -1, -1, 0, NULL};
    if (parent >= 0) {
        cht_view *up = &tree->views[parent];
        if (up->last_child >= 0) tree->views[up->last_child].next_sibling = index;
        else up->first_child = index;
        up->last_child = index;
        up->child_count++;
    }
    return index;
}

/* Lays each view's subviews out as one contiguous array, as Swift's `subviews` is. */
void cht_tree_finish(cht_tree *tree) {
    if (tree->finished) return;
    tree->child_storage = malloc(sizeof(int32_t) * (size_t)(tree->count > 0 ? tree->count : 1));
    int32_t next = 0;
    for (int32_t i = 0; i < tree->count; i++) {
        cht_view *view = &tree->views[i];
        view->children = tree->child_storage + next;
        int32_t k = 0;
        for (int32_t child = view->first_child; child >= 0; child = tree->views[child].next_sibling)
            view->children[k++] = child;
        next += view->child_count;
    }
    tree->finished = 1;
}

static inline double min2(double a, double b) { return a < b ? a : b; }
static inline double max2(double a, double b) { return a > b ? a : b; }

int32_t cht_hit_test(const cht_tree *tree, int32_t index, double x, double y) {
    const cht_view *view = &tree->views[index];
    if (view->hidden || !view->interaction_enabled || view->alpha < 0.01) return -1;
    double min_x = min2(view->bounds_x, view->bounds_x + view->bounds_width);
    double max_x = max2(view->bounds_x, view->bounds_x + view->bounds_width);
    double min_y = min2(view->bounds_y, view->bounds_y + view->bounds_height);
    double max_y = max2(view->bounds_y, view->bounds_y + view->bounds_height);
    if (!(x >= min_x && x < max_x && y >= min_y && y < max_y)) return -1;
    for (int32_t k = view->child_count - 1; k >= 0; k--) {
        const cht_view *sub = &tree->views[view->children[k]];
        int32_t hit = cht_hit_test(tree, view->children[k],
                                   x - sub->frame_x + sub->bounds_x, y - sub->frame_y + sub->bounds_y);
        if (hit >= 0) return hit;
    }
    return index;
}

void cht_hit_test_many(const cht_tree *tree, const double *xs, const double *ys, int64_t count,
                       int32_t *results) {
    for (int64_t i = 0; i < count; i++) results[i] = cht_hit_test(tree, 0, xs[i], ys[i]);
}
