# bash completion for touchlab: its flags, built-in scene names after --scene, the languages
# after --lang, files where a flag takes one. The flags and scenes are asked of touchlab itself
# (--help, --list-scenes), so they are always the ones of the program installed.
_touchlab() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    local program=${COMP_WORDS[0]:-touchlab}
    COMPREPLY=()
    case $prev in
        --scene)
            local scenes
            scenes=$("$program" --list-scenes 2>/dev/null | cut -f1)
            COMPREPLY=($(compgen -W "$scenes" -- "$cur") $(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
            return 0 ;;
        --replay | --record)
            COMPREPLY=($(compgen -f -X '!*.jsonl' -- "$cur") $(compgen -d -- "$cur"))
            return 0 ;;
        --screenshot)
            COMPREPLY=($(compgen -f -X '!*.png' -- "$cur") $(compgen -d -- "$cur"))
            return 0 ;;
        --describe)
            COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
            return 0 ;;
        --lang)
            COMPREPLY=($(compgen -W "en zh-Hans" -- "$cur"))
            return 0 ;;
        --size | --tap | --at)
            return 0 ;;
    esac
    if [[ $cur == -* ]]; then
        local flags
        flags=$("$program" --help 2>/dev/null | grep -oE -- '(^|[[ |])--?[a-z][a-z-]*' | grep -oE -- '--?[a-z][a-z-]*' | sort -u)
        COMPREPLY=($(compgen -W "$flags" -- "$cur"))
    fi
    return 0
}
complete -F _touchlab touchlab
