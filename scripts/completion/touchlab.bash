# bash completion for touchlab: its flags; after a flag that takes a value, what it takes:
# built-in scene names or a .json file after --scene, the languages after --lang, a file of
# the right kind after --replay, --record, --screenshot, --describe and --export, a folder
# after --steps, and nothing where a number (--lesson, --speed) or a view's name is wanted. Both `--flag VALUE`
# and `--flag=VALUE` are completed. The flags and scenes are asked of touchlab itself
# (--help, --list-scenes), so they are always those of the program installed. Needs only
# bash, not the bash-completion package.

# Files ending in one of the given extensions, and folders to look in.
_touchlab_files() {
    local cur=$1 extension
    shift
    for extension in "$@"; do
        COMPREPLY+=($(compgen -f -X "!*.$extension" -- "$cur"))
    done
    COMPREPLY+=($(compgen -d -- "$cur"))
}

_touchlab() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev= option= prefix=
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    local program=${COMP_WORDS[0]:-touchlab}
    COMPREPLY=()
    # `--scene=se`: bash splits it at `=` (when `=` is in COMP_WORDBREAKS, the default) into
    # `--scene`, `=`, `se`; otherwise it stays one word, and the answers keep its `--scene=`.
    if [[ $cur == = ]]; then
        option=$prev cur=
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        option=${COMP_WORDS[COMP_CWORD - 2]}
    elif [[ $cur == --*=* ]]; then
        option=${cur%%=*} prefix=$option= cur=${cur#*=}
    elif [[ $prev == -* ]]; then
        option=$prev
    fi
    compopt -o filenames 2>/dev/null
    case $option in
        --scene)
            local scenes
            scenes=$("$program" --list-scenes 2>/dev/null | cut -f1)
            COMPREPLY=($(compgen -W "$scenes" -- "$cur"))
            _touchlab_files "$cur" json ;;
        --replay | --record) _touchlab_files "$cur" jsonl ;;
        --screenshot) _touchlab_files "$cur" png svg ;;
        --describe) _touchlab_files "$cur" json ;;
        --export) _touchlab_files "$cur" gif mp4 html ;;
        --steps) COMPREPLY=($(compgen -d -- "$cur")) ;;
        --lang) COMPREPLY=($(compgen -W "en zh-Hans" -- "$cur")) ;;
        --captions) COMPREPLY=($(compgen -W "on off" -- "$cur")) ;;
        --crop) COMPREPLY=($(compgen -W "full scene scene+timeline" -- "$cur")) ;;
        --scale) COMPREPLY=($(compgen -W "1 2 3" -- "$cur")) ;;
        # A size, points, seconds, a step or a view's name: nothing to offer.
        --size | --tap | --drag | --hold | --at | --step | --select | --lesson | --speed) ;;
        *)
            if [[ $cur == -* ]]; then
                local flags
                flags=$("$program" --help 2>/dev/null | grep -oE -- '(^|[[ |])--?[a-z][a-z-]*' \
                    | grep -oE -- '--?[a-z][a-z-]*' | sort -u)
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
            fi
            return 0 ;;
    esac
    if [[ -n $prefix ]]; then
        COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
    fi
    return 0
}
complete -F _touchlab touchlab
