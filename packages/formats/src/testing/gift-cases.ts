/*
 * Our own GIFT file covering each case Moodle's importer tests check (question/format/gift/tests:
 * essay, matching with format tags and an extra choice, multiple choice with feedback and format
 * tags, multiple response with weights and the "tricky" one right at 100%, numerical with wrong
 * feedback, short answer with partial credit, a catch-all and general feedback, true/false with
 * feedback and as T and TRUE, backslashes, escaped braces inside [html] <pre>, tags in comments,
 * a category switch), and the other forms of Moodle's GIFT documentation.
 */
export const GIFT_CASES = String.raw`// a teacher's bank, written for Curio's tests
$CATEGORY: $course$/top/Default for Biology 101/Cells

// essay
::E1:: Why do cells divide? {}

// matching, format tags on the prompts, an extra wrong match
::Organelles::[html]Match each <i>organelle</i> to its job.{
    =[html]Makes <b>energy</b> for the cell. -> Mitochondrion
    =[moodle]Holds the genes. -> Nucleus
    =[plain]Builds proteins. -> Ribosome
    =[markdown]Packs proteins for export. -> Golgi body
    = -> Vacuole
}

// multiple choice, feedback on each answer
::C1:: Which gas do plants take in?
{
    =carbon dioxide # right, they fix its carbon
    ~oxygen # [html]no, they <b>give</b> it off
    ~[plain]helium # no, plants ignore it
}

// multiple response with weights
::C2:: Which are parts of a plant cell?
{
    ~%50%cell wall # yes
    ~%-100%hoof # [html]no
    ~%50%chloroplast # yes
    ~%-100%[plain]feather # no
}

// one right at 100%, the others taking half away each
::C3:: Which one makes sugar from light?
{
    ~%100%chloroplast # right
    ~%-50%nucleus # wrong
    ~%-50%ribosome # wrong
}

// numerical, margin and wrong feedback
::N1:: How many chromosomes in a human cell, give or take 2? {#46:2~#Count the pairs}

// short answer, partial credit, a catch-all and general feedback
::S1::Which organ pumps blood?{
    =heart#Good!
    =%50%ticker#Informal, half marks.
    =%0%*#Think again
    ####[html]The <b>heart</b> is a muscle.
}

// true/false with general feedback
::T1:: Plant cells have walls.{
FALSE#They do have walls.#You gave the wrong answer on purpose?
####Cellulose walls, that is.}

::T2::Cells were first seen in cork.{T}

::T3::Robert Hooke named the cell.{TRUE}

// backslashes, escapes
::B1:: Write a \\ or two \\\\ here, and \{braces\} \= \~ \# \: \n on a new line{}

// HTML with a <pre> block and escaped braces
::P1::[html]<p>What does this print?</p>
<pre>
    void main() \{
        print(1);
    \}
</pre>
{=1 =one}

// tags and an id number: [tag:cells] [id:cell-42]
::Tagged:: Name the cell's outer layer. {=membrane =cell membrane}

$CATEGORY: $course$/top/Default for Biology 101/Cells/Maths//Stats

::Range:: Pick a number from 1 to 5. {#1..5}

::Multi:: What is 2 or about 3? {#=2:0 =%50%3:1}

Missing words: Mitochondria are {~rare =common ~absent} in muscle cells.

The powerhouse of the cell is the {=mitochondrion}.

Plants are {=green =verdant} mostly.

A description without answers, shown between questions.

::Broken:: This has no closing brace { =a ~b

::Nobody:: Pick one { ~a ~b }

::Two right:: Pick one { =a =b ~c }
`;
